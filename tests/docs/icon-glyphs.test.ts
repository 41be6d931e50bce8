import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Icons are SVG from the icon set (web/src/components/icons.tsx), never emoji or symbol glyphs: those
 * render as empty boxes where no emoji or symbol font is installed (issue #13). Arrows in text (→) are
 * in every text font and stay allowed.
 */
const GLYPHS = /[\u2195\u2300-\u23ff\u25a0-\u27bf\u2800-\u28ff\u2b00-\u2bff\u{1f000}-\u{1faff}]/u;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '__generated__' ? [] : sources(file);
    return file.endsWith('.tsx') ? [file] : [];
  });
}

describe('web icons', () => {
  it('no component draws an icon with an emoji or symbol character', () => {
    const found = sources('web/src').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (GLYPHS.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
