// The availability module's public verbs: what other modules import from it (docs/server-code.md).

export { relocalizeAppointments } from './relocalize';
export { staffWindowsOf } from './staff-windows';
