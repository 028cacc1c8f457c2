// The availability module's public verbs: what other modules import from it (docs/server-code.md).

export { staffWindowsOf } from './staff-windows';
