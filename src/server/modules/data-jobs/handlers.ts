import { clientExportJob, clientImportJob } from '../clients';
import type { DataJobHandlers } from './runner';

/** Each kind of data job and the module that does it. */
export const dataJobHandlers: DataJobHandlers = {
  'clients.import': clientImportJob,
  'clients.export': clientExportJob,
};
