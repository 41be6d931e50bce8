import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRecords, parseCsv } from './parse-csv.js';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and skips a BOM and blank lines', () => {
    const text = '\uFEFFa,b,c\r\n1,"x, y","say ""hi"""\n\n2,"two\nlines",\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, y', 'say "hi"'],
      ['2', 'two\nlines', ''],
    ]);
  });

  it('keeps a last line without a line break', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('round-trips any table written with full quoting', () => {
    const cell = fc.string({ maxLength: 8 });
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell, cell), { minLength: 1, maxLength: 5 }), (rows) => {
        const text = rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n');
        expect(parseCsv(text)).toEqual(rows);
      }),
    );
  });

  it('keys records by the trimmed header', () => {
    expect(csvRecords('Name , Code\nQingdao,CN TAO\nShort\n').records).toEqual([
      { Name: 'Qingdao', Code: 'CN TAO' },
      { Name: 'Short', Code: '' },
    ]);
  });
});
