import Papa from 'papaparse';

/**
 * A cell a spreadsheet would run as a formula: starting with = + - @ tab or carriage return, unless it is
 * a plain number ("-12.50" stays a number).
 */
const FORMULA = /^(?!-?\d+(\.\d+)?$)[=+\-@\t\r]/;

/**
 * Where a spreadsheet whose list separator is ; (much of Europe) or | or a tab would split a cell, the part
 * after the separator that would run as a formula ("a;=1+1" opens as "a" and a formula): issue 32 F11.
 */
const FORMULA_AFTER_SEPARATOR = /([;|\t][ ]*)(?=[=+\-@\r])(?!-?\d+(\.\d+)?(?:[;|\t]|$))/g;
const OTHER_SEPARATOR = /[;|\t]/;

/** Each part after a ; | or tab that would run as a formula gets the same apostrophe as a whole cell does. */
function neutraliseParts(cell: string | number): string | number {
  return typeof cell === 'string' ? cell.replace(FORMULA_AFTER_SEPARATOR, "$1'") : cell;
}

/**
 * The one CSV writer of every export: RFC 4180 quoting and CRLF (papaparse), formulas neutralised with a
 * leading apostrophe (also after a ; | or tab inside a cell, which is quoted too), and a UTF-8 byte-order mark
 * so Excel reads "Zoë" as written.
 */
export function writeCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
): string {
  const cells = [header, ...rows].map((row) => row.map(neutraliseParts));
  const body = Papa.unparse(cells, {
    escapeFormulae: FORMULA,
    quotes: (value: unknown) => typeof value === 'string' && OTHER_SEPARATOR.test(value),
    newline: '\r\n',
  });
  return `\uFEFF${body}\r\n`;
}

/**
 * The apostrophes writeCsv puts before a formula-like cell or part of one, taken off again when our own
 * export is imported.
 */
export function unescapeFormula(cell: string): string {
  const parts = cell.replace(/([;|\t][ ]*)'(?=[=+\-@\r])/g, '$1');
  return /^'[=+\-@\t\r]/.test(parts) ? parts.slice(1) : parts;
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
