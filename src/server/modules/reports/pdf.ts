import PDFDocument from 'pdfkit';
import type { Table } from './tables';

const MARGIN = 40;
const ROW = 16;

/** A plain, printable PDF of a report's tables (pdfkit, its built-in Helvetica: no font files to ship). */
export function reportPdf(heading: { title: string; subtitle: string }, tables: Table[]): Promise<Buffer> {
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

  doc.font('Helvetica-Bold').fontSize(18).text(heading.title);
  doc.font('Helvetica').fontSize(10).fillColor('#475569').text(heading.subtitle).fillColor('black');
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - ROW;

  for (const table of tables) {
    doc.moveDown(1);
    if (doc.y > bottom() - ROW * 3) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(12).text(table.title, MARGIN);
    doc.moveDown(0.3);
    const columns = table.header.length;
    // The first column (names) gets twice the room of the others.
    const unit = width / (columns + 1);
    const x = (i: number) => MARGIN + (i === 0 ? 0 : unit * (i + 1));
    const w = (i: number) => (i === 0 ? unit * 2 : unit) - 6;
    const row = (cells: (string | number)[], bold: boolean) => {
      if (doc.y > bottom()) doc.addPage();
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
      let height = ROW;
      cells.forEach((cell, i) => {
        const text = String(cell);
        doc.text(text, x(i), y, { width: w(i), lineBreak: true });
        height = Math.max(height, doc.y - y + 4);
      });
      doc.x = MARGIN;
      doc.y = y + height;
    };
    row(table.header, true);
    if (table.rows.length === 0) row(['No data for this period'], false);
    for (const cells of table.rows) row(cells, false);
  }
  doc.end();
  return done;
}
