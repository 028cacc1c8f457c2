import type { Table } from './tables';

/**
 * A report's tables as a printable PDF (pdf-document.ts). pdfkit, fontkit and HarfBuzz load with the first PDF
 * a process writes, not with the server: together they add about a fifth of a second to every start.
 */
export async function reportPdf(
  heading: { title: string; subtitle: string },
  tables: Table[],
): Promise<Buffer> {
  const { writeReportPdf } = await import('./pdf-document');
  return writeReportPdf(heading, tables);
}
