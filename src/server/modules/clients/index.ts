// The clients module's public verbs: what other modules import from it (docs/server-code.md).

export { clientExportJob, clientImportJob } from './jobs';
export { clientTotals, findClient, updateClientRow } from './repository';
export { clientScope } from './scope';
export { listMemberClients, withEmailConflict } from './service';
