import type { EngineOptions, VoyageInput } from '../../../shared/voyage/index.js';

/**
 * What a streamed run's vessels are computed from (ADR 0032): the engine's input as the service prepared it
 * (EU/EEA flags filled, ballast legs routed) and its options. A kept run keeps this instead of every vessel's
 * full result; one vessel's full result is built from it when it is read (prepareFleet(...).vessel(id)).
 */
export interface RunSource {
  input: VoyageInput;
  options: Partial<EngineOptions>;
}

/** Key of the one-field object that stands for a number JSON cannot carry. */
const NUMBER_KEY = '$number';

/**
 * RunSource as text for a store shared by processes. JSON would turn NaN (an invalid manual cargo Tx,
 * which the engine reports as a warning) and ±Infinity into null and -0 into 0: those are written as
 * { "$number": "NaN" } and read back as the number, so the engine sees the same input.
 */
export function writeRunSource(source: RunSource): string {
  return JSON.stringify(source, (_, v: unknown) => {
    if (typeof v !== 'number') return v;
    if (Object.is(v, -0)) return { [NUMBER_KEY]: '-0' };
    return Number.isFinite(v) ? v : { [NUMBER_KEY]: String(v) };
  });
}

/** The RunSource writeRunSource wrote (a reviver only when it wrote such a number: it slows JSON.parse 10-20x). */
export function readRunSource(text: string): RunSource {
  if (!text.includes(`"${NUMBER_KEY}"`)) return JSON.parse(text) as RunSource;
  return JSON.parse(text, (_, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const keys = Object.keys(v);
    return keys.length === 1 && keys[0] === NUMBER_KEY ? Number((v as Record<string, string>)[NUMBER_KEY]) : v;
  }) as RunSource;
}
