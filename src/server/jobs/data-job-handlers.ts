import { clientExportJob, clientImportJob } from '../modules/clients';
import type { DataJobHandlers } from '../modules/data-jobs/runner';

/** Each kind of data job and the module that does it. */
export const dataJobHandlers: DataJobHandlers = {
  'clients.import': clientImportJob,
  'clients.export': clientExportJob,
};
