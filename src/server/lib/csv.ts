import Papa from 'papaparse';

/**
 * A cell a spreadsheet would run as a formula: starting with = + - @ tab or carriage return, unless it is
 * a plain number ("-12.50" stays a number).
 */
const FORMULA = /^(?!-?\d+(\.\d+)?$)[=+\-@\t\r]/;

/**
 * The one CSV writer of every export: RFC 4180 quoting and CRLF (papaparse), formulas neutralised with a
 * leading apostrophe, and a UTF-8 byte-order mark so Excel reads "Zoë" as written.
 */
export function writeCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
): string {
  const body = Papa.unparse([header as string[], ...(rows as (string | number)[][])], {
    escapeFormulae: FORMULA,
    newline: '\r\n',
  });
  return `\uFEFF${body}\r\n`;
}

/** The apostrophe writeCsv puts before a formula-like cell, taken off again when our own export is imported. */
export function unescapeFormula(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

export type CsvParseError = { line: number; message: string };

/**
 * Reads a CSV with a header row (BOM and blank lines ignored). Parser errors (an unclosed quote, a row with
 * too many or too few fields) come back with their line numbers instead of being skipped.
 */
export function readCsv(
  text: string,
  transformHeader: (header: string) => string,
): { rows: Record<string, string>[]; errors: CsvParseError[] } {
  const body = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<Record<string, string>>(body, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader,
  });
  const lineAt = (index: number) => body.slice(0, index).split('\n').length;
  const errors: CsvParseError[] = [];
  for (const error of parsed.errors) {
    // A file of one column has no delimiter to detect; that is not a problem with the file.
    if (error.code === 'UndetectableDelimiter') continue;
    // An unclosed quote knows where it opened; other errors know their data row (0 is the line after the header).
    const line = typeof error.index === 'number' ? lineAt(error.index) : (error.row ?? 0) + 2;
    // One message a line: the field count of a line whose quote never closed says nothing more.
    if (errors.some((e) => e.line === line)) continue;
    errors.push({
      line,
      message: error.code === 'MissingQuotes' ? 'A quoted field is never closed' : error.message,
    });
  }
  return { rows: parsed.data, errors };
}
