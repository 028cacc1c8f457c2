import type { ImportPreview, ImportPreviewRow } from '../../../contract/clients';
import type { DataJobResult } from '../../../contract/data-jobs';
import type { Database, DbOrTx } from '../../db/client';
import type { CsvParseError } from '../../lib/csv';
import { badRequest } from '../../lib/http-errors';
import { clientsToCsv, previewClientCsv } from './csv';
import { existingEmails, insertClients, listClients } from './repository';
import { withEmailConflict } from './service';

const INSERT_BATCH = 500;
const EXPORT_PAGE = 1000;

function summarize(rows: ImportPreviewRow[], fileErrors: CsvParseError[]): ImportPreview {
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  return { rows, valid: rows.length - invalid, invalid, fileErrors };
}

export async function previewClientImport(db: Database, businessId: number, csv: string) {
  const { rows, fileErrors } = previewClientCsv(csv, await existingEmails(db, businessId));
  return summarize(rows, fileErrors);
}

/**
 * All or nothing, inside the caller's transaction (an import job's): any bad row refuses the whole file, with
 * the same messages as the preview.
 */
export async function importClients(tx: DbOrTx, businessId: number, csv: string): Promise<DataJobResult> {
  return withEmailConflict(async () => {
    const { rows, fileErrors } = previewClientCsv(csv, await existingEmails(tx, businessId));
    if (fileErrors.length > 0) {
      const errors = fileErrors.map((e) => ({
        path: `line.${e.line}`,
        message: `Line ${e.line}: ${e.message}`,
      }));
      throw badRequest(`${errors[0]?.message}; nothing was imported`, errors);
    }
    if (rows.length === 0) throw badRequest('The file has no client rows', []);
    const errors = rows.flatMap((r) =>
      r.errors.map((e) => ({ path: `rows.${r.row}.${e.path}`, message: e.message })),
    );
    if (errors.length > 0) {
      throw badRequest(`${summarize(rows, []).invalid} rows have errors; nothing was imported`, errors);
    }
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      const batch = rows.slice(start, start + INSERT_BATCH);
      await insertClients(
        tx,
        batch.map((r) => ({
          businessId,
          name: r.name,
          email: r.email,
          phone: r.phone,
          address: r.address,
          notes: r.notes,
        })),
      );
    }
    return { rows: rows.length };
  });
}

export async function exportClientsCsv(
  db: DbOrTx,
  businessId: number,
): Promise<{ csv: string; rows: number }> {
  const all = [];
  for (let page = 1; ; page++) {
    const { items } = await listClients(
      db,
      { businessId, staffId: null },
      {
        sort: 'name',
        order: 'asc',
        page,
        pageSize: EXPORT_PAGE,
      },
    );
    all.push(...items);
    if (items.length < EXPORT_PAGE) break;
  }
  return { csv: clientsToCsv(all), rows: all.length };
}
