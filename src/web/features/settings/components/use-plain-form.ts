import { type ChangeEvent, useState } from 'react';
import { fieldErrors } from '../../../lib/error-message';

/**
 * A short form kept outside react-hook-form: its values, a message under each field and one above the form.
 */
export function usePlainForm<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  return {
    values,
    formError,
    /** A text field's value, change handler and message. */
    field: (name: keyof V & string) => ({
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValues({ ...values, [name]: event.target.value }),
      error: errors[name],
    }),
    /** Starts a submit: clears the last messages and shows `missing`; true when nothing is missing. */
    check: (missing: Record<string, string>) => {
      setFormError(null);
      setErrors(missing);
      return Object.keys(missing).length === 0;
    },
    /** A refusal: the answer's field messages (those `shown` keeps) under their fields, else `message` above. */
    fail: (failure: unknown, message: string, shown: (path: string) => boolean = () => true) => {
      const fields = fieldErrors(failure).filter((f) => shown(f.path));
      if (fields.length) setErrors(Object.fromEntries(fields.map((f) => [f.path, f.message])));
      else setFormError(message);
    },
  };
}
