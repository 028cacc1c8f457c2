import type { DataJobHandler } from '../data-jobs';
import { exportClientsCsv, importClients } from './import';

/** POST /api/clients/import's job: the file's rows, all or none (import.ts). */
export const clientImportJob: DataJobHandler = async (tx, job) => {
  if (job.input === null) throw new Error(`clients import job ${job.id} has no input`);
  return importClients(tx, job.businessId, job.input);
};

/** POST /api/clients/export's job: every client, one CSV row each, kept for download. */
export const clientExportJob: DataJobHandler = async (tx, job) => {
  const { csv, rows } = await exportClientsCsv(tx, job.businessId);
  // Stored without the byte-order mark (the embedded database's text decoding drops a leading one); the
  // file route puts it back.
  return { rows, output: csv.replace(/^\uFEFF/, ''), fileName: 'clients.csv' };
};
