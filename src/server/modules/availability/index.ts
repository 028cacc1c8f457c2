// The availability module's public verbs: what other modules import from it (docs/server-code.md).

export { relocalizeAppointments } from './timezone-repository';
export { staffWindowsOf } from './windows-repository';
