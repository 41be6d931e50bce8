import { describe, expect, it } from 'vitest';
import { dispositionFileName } from './download-export';

describe('the file name of a download', () => {
  it('reads Content-Disposition quoted, unquoted or encoded, else the fallback', () => {
    expect(dispositionFileName('attachment; filename="fleet-Coal.xlsx"', 'x.xlsx')).toBe('fleet-Coal.xlsx');
    expect(dispositionFileName('attachment; filename=voyage-Q2.pdf', 'x.pdf')).toBe('voyage-Q2.pdf');
    expect(dispositionFileName("attachment; filename*=UTF-8''voyage%20Q2.pdf", 'x.pdf')).toBe('voyage Q2.pdf');
    expect(dispositionFileName(null, 'voyage-7.pdf')).toBe('voyage-7.pdf');
    expect(dispositionFileName('inline', 'voyage-7.pdf')).toBe('voyage-7.pdf');
  });
});
