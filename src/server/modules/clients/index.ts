// The clients module's public verbs: what other modules import from it (docs/server-code.md).

export { clientExportJob, clientImportJob } from './jobs';
export { clientTotals, updateClientRow } from './repository';
export { listMemberClients, withEmailConflict } from './service';
