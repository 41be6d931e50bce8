import { describe, expect, it } from 'vitest';
import { formatText } from './text';

describe('formatText', () => {
  it('shows text, numbers and flags as written, a dash for anything else', () => {
    expect(formatText('Kaohsiung')).toBe('Kaohsiung');
    expect(formatText(0)).toBe('0');
    expect(formatText(false)).toBe('false');
    for (const none of ['', null, undefined, {}, []]) expect(formatText(none)).toBe('-');
  });
});
