// The data-jobs module's public verbs: what other modules import from it (docs/server-code.md).

export { dataJobFile, findDataJob, queueDataJob } from './repository';
export type { DataJobHandler } from './runner';
