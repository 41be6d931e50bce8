import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/ARCHITECTURE.md has one row per folder: every folder of the first two levels is named by a row
 * (or by a pattern row such as `server/modules/<feature>/`), and every path a row names exists.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Not part of the source tree: installed, built, or written by a run (see .gitignore). */
const NOT_SOURCE = new Set(['node_modules', 'dist', '.git', 'coverage', 'test-results', 'tmp', 'data']);

/** The paths named in the first cell of each table row. */
function rowPaths(): string[] {
  const text = readFileSync(path.join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
}

/** Folders up to `depth` levels below the root that hold at least one file, as 'a/b'. */
function sourceFolders(dir = '', depth = 2): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(ROOT, dir))) {
    const rel = dir ? `${dir}/${name}` : name;
    if (NOT_SOURCE.has(name) || !statSync(path.join(ROOT, rel)).isDirectory() || !holdsFiles(rel)) continue;
    out.push(rel);
    if (depth > 1) out.push(...sourceFolders(rel, depth - 1));
  }
  return out;
}

function holdsFiles(rel: string): boolean {
  return readdirSync(path.join(ROOT, rel), { withFileTypes: true }).some((e) =>
    e.isDirectory() ? holdsFiles(`${rel}/${e.name}`) : true,
  );
}

describe('docs/ARCHITECTURE.md', () => {
  const paths = rowPaths();
  const patterns = paths.filter((p) => p.includes('<')).map((p) => p.slice(0, p.indexOf('<')).replace(/\/$/, ''));
  const named = new Set(paths.filter((p) => !p.includes('<')).map((p) => p.replace(/\/$/, '')));

  it('reads the table', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  it('names only paths that exist', () => {
    const missing = [...named, ...patterns].filter((p) => !existsSync(path.join(ROOT, p)));
    expect(missing).toEqual([]);
  });

  it('has a row for every folder of the first two levels', () => {
    const described = (f: string) => named.has(f) || patterns.some((p) => f === p || f.startsWith(`${p}/`));
    expect(sourceFolders().filter((f) => !described(f))).toEqual([]);
  });
});
