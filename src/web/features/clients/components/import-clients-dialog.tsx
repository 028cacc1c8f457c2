import { type ChangeEvent, useId, useState } from 'react';
import { clientCsvColumns, type ImportPreview } from '../../../../contract/clients';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useImportClients, usePreviewImport } from '../api/import-clients';
import { ImportPreviewTable } from './import-preview-table';

/** Import from CSV: choose a file, check the server's preview, then import every row or none. */
export function ImportClientsDialog({ onClose }: { onClose: () => void }) {
  const inputId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previewImport = usePreviewImport();
  const importClients = useImportClients();

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(null);
    setProblem(null);
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    previewImport.mutate(text, {
      onSuccess: setPreview,
      onError: (error) => setProblem(errorMessage(error, 'Could not read this file.')),
    });
  };

  const runImport = () => {
    if (!csv) return;
    importClients.mutate(csv, {
      onSuccess: ({ result }) => {
        const imported = result?.rows ?? 0;
        toast({
          type: 'success',
          title: 'Import complete',
          message: `${imported} ${imported === 1 ? 'client' : 'clients'} imported.`,
        });
        onClose();
      },
      onError: (error) => {
        const rows = fieldErrors(error);
        setProblem(
          rows.length
            ? `Nothing was imported. ${rows.length} problem${rows.length === 1 ? '' : 's'}: ${rows
                .slice(0, 5)
                .map((row) => `${row.path.replace(/^rows\.(\d+)\..*$/, 'row $1')}: ${row.message}`)
                .join('; ')}`
            : errorMessage(error, 'Failed to import clients'),
        );
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Import clients" className="max-w-3xl">
        <div className="grid gap-4">
          <p className="text-sm text-slate-600">
            A CSV file with a header row: {clientCsvColumns.join(', ')}. Either every row is imported or none.
          </p>
          <div className="grid gap-1.5">
            <Label htmlFor={inputId}>CSV file</Label>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              onChange={chooseFile}
              className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
            />
          </div>
          {previewImport.isPending ? (
            <p role="status" className="text-sm text-slate-600">
              Reading the file…
            </p>
          ) : null}
          {importClients.isPending ? (
            <p role="status" className="text-sm text-slate-600">
              Importing… The import goes on if you close this window.
            </p>
          ) : null}
          {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
          {preview ? (
            <div className="grid gap-3">
              <p role="status" className="text-sm font-medium text-slate-900">
                {preview.valid} {preview.valid === 1 ? 'row' : 'rows'} ready to import, {preview.invalid}{' '}
                {preview.invalid === 1 ? 'row has' : 'rows have'} errors.
              </p>
              {preview.fileErrors.length > 0 ? (
                <ErrorAlert>
                  <p>The file could not be read whole:</p>
                  <ul className="list-disc pl-5">
                    {preview.fileErrors.map((error) => (
                      <li key={`${error.line}-${error.message}`}>
                        Line {error.line}: {error.message}
                      </li>
                    ))}
                  </ul>
                </ErrorAlert>
              ) : null}
              {preview.invalid > 0 || preview.fileErrors.length > 0 ? (
                <p className="text-sm text-slate-700">
                  Fix the rows with errors in the file and choose it again.
                </p>
              ) : null}
              <ImportPreviewTable rows={preview.rows} />
            </div>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button
              disabled={
                !preview ||
                preview.invalid > 0 ||
                preview.fileErrors.length > 0 ||
                preview.valid === 0 ||
                importClients.isPending
              }
              onClick={runImport}
            >
              {importClients.isPending
                ? 'Importing...'
                : preview
                  ? `Import ${preview.valid} ${preview.valid === 1 ? 'client' : 'clients'}`
                  : 'Import'}
            </Button>
          </DialogFooter>
        </div>
      </DialogContent>
    </Dialog>
  );
}
