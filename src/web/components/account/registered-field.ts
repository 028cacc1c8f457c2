import type { UseFormRegisterReturn } from 'react-hook-form';

/** A react-hook-form field as a text field takes it: what `register` returns, and the field's message. */
export type RegisteredField = UseFormRegisterReturn & { error?: string };
