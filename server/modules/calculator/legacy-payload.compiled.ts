import { DATE_YEARS } from '../../../shared/validation/boundary.js';
import { msOfIsoUtc } from '../../../shared/voyage/ms-from-iso.js';
import { extensionsOf, type FieldSpec, type FieldTable } from '../../../shared/contract/calculation/index.js';
import type { Fail, Read } from './legacy-fields.js';

/**
 * The fast path's record reader compiled once per contract table (issue #19 item 4): one generated
 * function per table that loads each field by its constant name (monomorphic loads a closure walk over
 * `value[key]` cannot get), settles the common case inline (a finite number within the field's range, a
 * boolean, a known choice, trimmed text, a canonical UTC date) and hands every other value to the field's
 * own reader (legacy-fields.ts `read`, built by the caller), so each inline check answers only where that
 * reader would answer the same value. The generated source names only the table's own field names (our
 * constants, quoted with JSON.stringify) and finite numbers of its ranges; no client input ever reaches it.
 */

/** One name of a field (the field's own, or an alias) with the reader its schema gives that name. */
export interface CompiledKey {
  key: string;
  read: Read;
}

export interface CompiledField {
  name: string;
  spec: FieldSpec;
  keys: readonly CompiledKey[];
  /** What an aliased field is when none of its names gives a value (the schema's fold). */
  fallback: unknown;
}

/** A finite number literal for the generated source, or undefined (then the field has no inline check). */
const literal = (n: number | undefined): string | undefined => (Number.isFinite(n) ? JSON.stringify(n) : undefined);

/**
 * The inline condition on `v` under which the field's reader answers `v` itself (or `t`, the trimmed
 * text, for text), or undefined when the field always goes to its reader. Each mirrors its reader:
 * readNumber takes a finite number as it is, numberProblem refuses below 0 (or `min`), at/over `below`,
 * over `max`, and between 0 and `minAboveZero`.
 */
function inlineCheck(spec: FieldSpec, choiceSets: Set<string>[]): { cond: string; result: 'v' | 't' } | undefined {
  const numberWithin = (min: number | undefined, max: number | undefined, below?: number, minAboveZero?: number) => {
    const parts = ["typeof v === 'number'"];
    for (const n of [min, max, below, minAboveZero]) if (n !== undefined && literal(n) === undefined) return undefined;
    parts.push(min === undefined ? 'v >= 0' : `v >= ${literal(min)}`);
    if (below !== undefined) parts.push(`v < ${literal(below)}`);
    if (max !== undefined) parts.push(`v <= ${literal(max)}`);
    // ±Infinity is "not a number" to readNumber: a bound must keep it out where the range does not.
    if (below === undefined && max === undefined) parts.push('v < Infinity');
    if (minAboveZero !== undefined) parts.push(`!(v > 0 && v < ${literal(minAboveZero)})`);
    return { cond: parts.join(' && '), result: 'v' as const };
  };
  switch (spec.kind) {
    case 'number':
    case 'optNumber': {
      const r = spec.range ?? {};
      // A rule this check does not know (one added to NumberRange later) leaves the field to its reader.
      if (Object.keys(r).some((k) => !['min', 'max', 'below', 'minAboveZero'].includes(k))) return undefined;
      return numberWithin(r.min, r.max, r.below, r.minAboveZero);
    }
    case 'looseNumber':
      // looseNum reads only `max` (NaN is kept as NaN: a number, not a refusal, so it goes to the reader).
      return numberWithin(undefined, spec.range.max);
    case 'positive': {
      const within = numberWithin(undefined, spec.max);
      return within && { cond: `${within.cond} && v > 0`, result: 'v' };
    }
    case 'flag':
    case 'optFlag':
      return { cond: "typeof v === 'boolean'", result: 'v' };
    case 'text':
    case 'id':
      // readText: trimmed, no NUL; blank is no value (the reader's default), so only non-blank text here.
      return {
        cond: "typeof v === 'string' && (t = v.trim()) !== '' && t.indexOf('\\u0000') < 0",
        result: 't',
      };
    case 'date':
      return { cond: "typeof v === 'string' && isoUtc(v)", result: 'v' };
    case 'choice':
    case 'optChoice': {
      // matchOne trims, maps a legacy suffix away, then finds the value as spelled: a value spelled exactly
      // (no white space, no suffix separator) is itself.
      const sep = spec.kind === 'choice' ? spec.prefixBefore : undefined;
      const exact = spec.values.filter((x) => x !== '' && x.trim() === x && (sep === undefined || !x.includes(sep)));
      choiceSets.push(new Set(exact));
      return { cond: `typeof v === 'string' && sets[${choiceSets.length - 1}].has(v)`, result: 'v' };
    }
    default:
      return undefined;
  }
}

/** 1 January of DATE_YEARS' first year and of the year after its last, UTC epoch ms. */
const DATE_MS_FROM = Date.UTC(DATE_YEARS[0], 0, 1);
const DATE_MS_BEFORE = Date.UTC(DATE_YEARS[1] + 1, 0, 1);

/**
 * `YYYY-MM-DDTHH:MM:SS.sssZ` (what toISOString writes, and the web sends) naming a real day and time
 * within DATE_YEARS: readDate reads it as that instant, and toISOString gives the same text back.
 */
export function isoUtc(s: string): boolean {
  const ms = msOfIsoUtc(s);
  return ms >= DATE_MS_FROM && ms < DATE_MS_BEFORE;
}

/**
 * What a field's reader answers for an absent name, as a literal of the generated source: the reader is
 * asked once (its answer depends on the value alone), and only a literal that writes that answer exactly
 * is used (text, a boolean, null, a finite number other than -0). Otherwise, or on a refusal, undefined.
 */
function absentAnswer(read: Read): string | undefined {
  let got: unknown;
  try {
    got = read(undefined, () => {
      throw new Error('refused');
    });
  } catch {
    return undefined;
  }
  const exact =
    typeof got === 'string' ||
    typeof got === 'boolean' ||
    got === null ||
    (typeof got === 'number' && Number.isFinite(got) && !Object.is(got, -0));
  return exact ? JSON.stringify(got) : undefined;
}

const isPlainRecord = (v: object): boolean => {
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * The table's record reader: each field read as recordRead read it, the record built as one object
 * literal in the table's order (V8 fast properties, no copy), and the names check made by counting: the
 * record's own keys all are names of the table (fields, aliases, extensions) exactly when as many of those
 * names hold a value as the record has keys. Any doubt (a key whose value is undefined, a record with a
 * prototype of its own) is settled by the walk over the keys, as before.
 */
export function compileRecordRead(table: FieldTable, fields: readonly CompiledField[]): Read<Record<string, unknown>> {
  const extensions = extensionsOf(table);
  const dropped = new Set(extensions);
  const known = new Set([...fields.flatMap((f) => f.keys.map((k) => k.key)), ...extensions]);
  // An alias that is also an extension, or an aliased field that is one, is left to zod (recordRead did the same).
  const refused = fields.some((f) => f.keys.length > 1 && f.keys.some((k) => dropped.has(k.key)));
  // Counting needs each name counted once and none that every record inherits.
  const names = [
    ...fields.flatMap((f) => f.keys.map((k) => k.key)),
    ...extensions.filter((e) => !fields.some((f) => f.name === e)),
  ];
  const countable = new Set(names).size === names.length && !names.some((k) => k in Object.prototype);
  if (refused) return (value, fail) => fail('', value);

  const readers: Read[] = [];
  const fallbacks: unknown[] = [];
  const sets: Set<string>[] = [];
  const lines: string[] = [];
  const outputs: string[] = [];
  const load = (key: string, read: Read, spec: FieldSpec, into: string) => {
    readers.push(read);
    const r = `readers[${readers.length - 1}]`;
    const check = inlineCheck(spec, sets);
    const absent = absentAnswer(read);
    lines.push(`v = value[${JSON.stringify(key)}];`);
    const given = check ? `${check.cond} ? ${check.result} : ${r}(v, fail)` : `${r}(v, fail)`;
    lines.push(
      absent === undefined
        ? `if (v !== undefined) present++; ${into} = ${given};`
        : `if (v === undefined) ${into} = ${absent}; else { present++; ${into} = ${given}; }`,
    );
  };
  fields.forEach((f, i) => {
    const x = `x${i}`;
    lines.push(`let ${x};`);
    if (f.keys.length === 1) {
      const only = f.keys[0] as CompiledKey;
      load(only.key, only.read, f.spec, x);
      // zod would leave the key out: not a case this path mirrors.
      lines.push(`if (${x} === undefined) fail('', value);`);
    } else {
      fallbacks.push(f.fallback);
      lines.push('{ let got;');
      for (const k of f.keys) {
        load(k.key, k.read, f.spec, 'got');
        lines.push(`if (${x} === undefined && got !== null && got !== undefined) ${x} = got;`);
      }
      lines.push(`if (${x} === undefined || ${x} === null) ${x} = fallbacks[${fallbacks.length - 1}]; }`);
    }
    if (!dropped.has(f.name)) outputs.push(`${JSON.stringify(f.name)}: ${x}`);
  });
  for (const name of extensions.filter((e) => !fields.some((f) => f.keys.some((k) => k.key === e))))
    lines.push(`if (value[${JSON.stringify(name)}] !== undefined) present++;`);

  const source = [
    "if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('', value);",
    'let v, t, present = 0;',
    ...lines,
    // The keys counted by for-in, which makes no array (Object.keys made one per record, a sixth of the
    // reader's garbage): on a plain record it counts Object.keys' own keys, plus any enumerable key an
    // altered Object.prototype would add, which only makes the count differ and the walk below decide.
    'let own = 0;',
    'if (countable) for (const k in value) own++;',
    'if (countable && present === own && isPlainRecord(value)) {} else',
    "  for (const key of Object.keys(value)) if (!known.has(key)) fail('', value);",
    `return { ${outputs.join(', ')} };`,
  ].join('\n');
  const make = new Function(
    'readers',
    'fallbacks',
    'sets',
    'known',
    'countable',
    'isoUtc',
    'isPlainRecord',
    `return function readRecord(value, fail) {\n${source}\n};`,
  ) as (...args: unknown[]) => (value: unknown, fail: Fail) => Record<string, unknown>;
  return make(readers, fallbacks, sets, known, countable, isoUtc, isPlainRecord);
}
