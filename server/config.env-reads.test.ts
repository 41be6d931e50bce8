import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The product's source files: server/ and shared/, tests left out (they may set up their environment). */
function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

describe('the environment', () => {
  it('is read by server/config.ts alone', () => {
    const readers = [...sources('server'), ...sources('shared')].filter((file) =>
      /\bprocess\s*\.\s*env\b|\bprocess\s*\[\s*['"]env['"]\s*\]/.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(readers).toEqual([path.join('server', 'config.ts')]);
  });
});
