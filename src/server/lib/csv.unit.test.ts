import { describe, expect, it } from 'vitest';
import { readCsv, unescapeFormula, writeCsv } from './csv';

describe('writeCsv', () => {
  it('starts with a UTF-8 byte-order mark and ends rows with CRLF', () => {
    const csv = writeCsv(['Name'], [['Zoë']]);
    expect(csv.startsWith('\uFEFFName\r\nZoë')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('neutralises formulas but leaves plain numbers alone', () => {
    const csv = writeCsv(['a', 'b', 'c', 'd'], [["-2+3+cmd|' /C calc'!A0", '=1+1', '-12.50', '@SUM(A1)']]);
    const line = csv.split('\r\n')[1];
    expect(line).toBe(`"'-2+3+cmd|' /C calc'!A0","'=1+1",-12.50,"'@SUM(A1)"`);
  });

  it('quotes cells with ; | or a tab, and neutralises what other locales would split off as a formula', () => {
    const csv = writeCsv(['a', 'b', 'c', 'd'], [['a;=1+1', 'x | @SUM(A1)', 'tab\t+1', 'Cut; colour; style']]);
    const line = csv.split('\r\n')[1];
    expect(line).toBe(`"a;'=1+1","x | '@SUM(A1)","tab\t'+1","Cut; colour; style"`);
    // In a spreadsheet that splits on ; no part starts a formula.
    expect(line?.split(/[;|\t,]/).every((part) => !/^\s*"?[=+@]/.test(part))).toBe(true);
    // A plain number after a separator stays a number.
    expect(writeCsv(['a'], [['12;-3.5']]).split('\r\n')[1]).toBe('"12;-3.5"');
  });

  it('quotes commas, quotes and line breaks', () => {
    const csv = writeCsv(['notes'], [['says "hi", then\nleaves']]);
    expect(csv).toContain('"says ""hi"", then\nleaves"');
  });
});

describe('readCsv', () => {
  it('reads back what writeCsv wrote, apostrophes taken off by unescapeFormula', () => {
    const csv = writeCsv(
      ['name', 'phone'],
      [
        ['Zoë', '+1 555 010 2000'],
        ['Eve', '=cmd'],
        ['Ivo', 'home;=cmd | @x'],
      ],
    );
    const { rows, errors } = readCsv(csv, (h) => h);
    expect(errors).toEqual([]);
    expect(rows.map((r) => ({ name: r.name, phone: unescapeFormula(r.phone ?? '') }))).toEqual([
      { name: 'Zoë', phone: '+1 555 010 2000' },
      { name: 'Eve', phone: '=cmd' },
      { name: 'Ivo', phone: 'home;=cmd | @x' },
    ]);
  });

  it('reports an unclosed quote with its line instead of swallowing the rest', () => {
    const { errors } = readCsv(
      'name,email\r\nAnn,ann@example.com\r\n"Bob,bob@example.com\r\nCy,cy@example.com\r\n',
      (h) => h,
    );
    expect(errors[0]).toEqual({ line: 3, message: 'A quoted field is never closed' });
  });
});
