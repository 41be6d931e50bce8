/** The development corpus (../shared/data/emails-dev, read at run time, never copied) and its scoring. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORT_GROUPS } from '../../server/db/seed/ports/index.js';
import {
  buildPlaceResolver,
  type GazetteerJson,
  type ParseContext,
  type ParsedPosition,
} from '../../shared/email/index.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SHARED_DATA = resolve(ROOT, '../shared/data');
export const CORPUS_DIR = resolve(SHARED_DATA, 'emails-dev');

export const FIELDS = ['dwt', 'built', 'openPort', 'openDateFrom', 'openDateTo', 'region', 'gear'] as const;
export type Field = (typeof FIELDS)[number];
export type TruthPosition = Pick<ParsedPosition, 'vesselName' | Field>;

export interface CorpusMessage {
  file: string;
  raw: Uint8Array;
  truth: TruthPosition[];
}

/** Every .eml of the corpus with its expected positions. */
export function loadCorpus(): CorpusMessage[] {
  const truth = JSON.parse(readFileSync(resolve(CORPUS_DIR, 'truth.json'), 'utf8')) as {
    files: Record<string, TruthPosition[]>;
  };
  return readdirSync(CORPUS_DIR)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => ({ file, raw: readFileSync(resolve(CORPUS_DIR, file)), truth: truth.files[file] ?? [] }));
}

/** The resolver the server builds: the curated port table first, then the gazetteer's areas and ports. */
export function corpusResolver(): ParseContext {
  const gazetteer = JSON.parse(
    readFileSync(resolve(SHARED_DATA, 'port_region_gazetteer.json'), 'utf8'),
  ) as GazetteerJson;
  const ports = PORT_GROUPS.flatMap((group) =>
    group.rows.map(([name, , , , , aliases]) => ({
      name,
      region: group.region,
      aliases: aliases ? aliases.split('|') : [],
    })),
  );
  return buildPlaceResolver({ gazetteer, ports });
}

export interface Scores {
  parsed: number;
  expected: number;
  matched: number;
  precision: number;
  recall: number;
  fields: Record<Field, number>;
  misses: string[];
}

const key = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * Scoring: within each e-mail a parsed position matches the expected one with the same vessel name
 * (upper case, letters and digits only). Precision = matched / parsed, recall = matched / expected; a
 * field's score = matched positions whose field equals the expected value exactly / matched positions.
 */
export function score(results: { file: string; truth: TruthPosition[]; parsed: ParsedPosition[] }[]): Scores {
  let parsed = 0;
  let expected = 0;
  let matched = 0;
  const right = Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<Field, number>;
  const misses: string[] = [];
  for (const r of results) {
    parsed += r.parsed.length;
    expected += r.truth.length;
    const byName = new Map(r.parsed.map((p) => [key(p.vesselName), p]));
    const wanted = new Set(r.truth.map((t) => key(t.vesselName)));
    for (const p of r.parsed) if (!wanted.has(key(p.vesselName))) misses.push(`${r.file} extra ${p.vesselName}`);
    for (const t of r.truth) {
      const p = byName.get(key(t.vesselName));
      if (!p) {
        misses.push(`${r.file} missing ${t.vesselName}`);
        continue;
      }
      matched += 1;
      for (const f of FIELDS) {
        if (p[f] === t[f]) right[f] += 1;
        else misses.push(`${r.file} ${t.vesselName} ${f}: ${String(p[f])} (expected ${String(t[f])})`);
      }
    }
  }
  const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
  return {
    parsed,
    expected,
    matched,
    precision: ratio(matched, parsed),
    recall: ratio(matched, expected),
    fields: Object.fromEntries(FIELDS.map((f) => [f, ratio(right[f], matched)])) as Record<Field, number>,
    misses,
  };
}
