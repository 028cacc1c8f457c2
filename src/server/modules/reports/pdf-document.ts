import PDFDocument from 'pdfkit';
import { pdfText } from '../../lib/pdf-fonts';
import { formatAmount, type Table } from './tables';

const MARGIN = 40;
const ROW = 16;
const NO_DATA = 'No data for this period';

/**
 * A plain, printable PDF of a report's tables. Its text is in Noto Sans and, for the scripts that has not,
 * its Arabic and CJK siblings (lib/pdf-fonts, decision 018): names in any script print as written.
 */
export async function writeReportPdf(
  heading: { title: string; subtitle: string },
  tables: Table[],
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: heading.title, Creator: 'Frontdesk' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // Amounts print with the currency; the totals row closes its table.
  const shown = tables.map((table) => {
    const money = new Set(table.money ?? []);
    const cells = (row: (string | number)[]) =>
      row.map((cell, i) => (money.has(i) && cell !== '' ? formatAmount(cell) : String(cell)));
    return { ...table, rows: table.rows.map(cells), total: table.total ? cells(table.total) : undefined };
  });
  const text = await pdfText(doc, [
    heading.title,
    heading.subtitle,
    NO_DATA,
    ...shown.flatMap((table) => [table.title, ...table.header, ...table.rows.flat(), ...(table.total ?? [])]),
  ]);

  text.write(heading.title, undefined, undefined, { size: 18, bold: true });
  doc.fillColor('#475569');
  text.write(heading.subtitle, undefined, undefined, { size: 10 });
  doc.fillColor('black');
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - ROW;

  for (const table of shown) {
    doc.moveDown(1);
    if (doc.y > bottom() - ROW * 3) doc.addPage();
    text.write(table.title, MARGIN, undefined, { size: 12, bold: true });
    doc.moveDown(0.3);
    const columns = table.header.length;
    // The first column (names) gets twice the room of the others.
    const unit = width / (columns + 1);
    const x = (i: number) => MARGIN + (i === 0 ? 0 : unit * (i + 1));
    const w = (i: number) => (i === 0 ? unit * 2 : unit) - 6;
    const row = (cells: (string | number)[], bold: boolean) => {
      if (doc.y > bottom()) doc.addPage();
      const y = doc.y;
      let height = ROW;
      cells.forEach((cell, i) => {
        text.write(String(cell), x(i), y, { size: 8.5, width: w(i), bold });
        height = Math.max(height, doc.y - y + 4);
      });
      doc.x = MARGIN;
      doc.y = y + height;
    };
    row(table.header, true);
    if (table.rows.length === 0) row([NO_DATA], false);
    for (const cells of table.rows) row(cells, false);
    if (table.total && table.rows.length > 0) row(table.total, true);
  }
  doc.end();
  return done;
}
