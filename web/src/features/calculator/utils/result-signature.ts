import type { CalculateInput } from './calc-input';

/**
 * Which inputs a vessel's result was computed for, as a short signature per fleet id: the request
 * without its fleet (order, cargo, rows, options), the vessel's own fleet entry, and the reference
 * vessel's entry (its result sets every vessel's premiums). A result whose signature differs from the
 * one of the inputs on screen is out of date; an edit of one vessel leaves the others current.
 */
export type ResultSignatures = ReadonlyMap<string, string>;

/** 53-bit string hash (cyrb53 construction): a short, stable stand-in for the JSON it hashes. */
export function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The signatures of the inputs already signed: a request is built once and never changed after. */
const signed = new WeakMap<CalculateInput, ResultSignatures>();

/**
 * Signature of each fleet entry's result under these inputs, by fleet id. Kept per request object, so
 * the run started with the inputs the screen was rendered with does not hash 200 entries again before
 * it subscribes.
 */
export function resultSignatures(input: CalculateInput): ResultSignatures {
  const known = signed.get(input);
  if (known) return known;
  const { fleetList, autoSave: _save, ...rest } = input;
  const base = hashText(JSON.stringify(rest));
  const reference = fleetList.find((e) => e.isReferenceVessel);
  const ref = reference ? hashText(JSON.stringify(reference)) : '-';
  const signatures = new Map(fleetList.map((e) => [String(e.id), `${base}.${hashText(JSON.stringify(e))}.${ref}`]));
  signed.set(input, signatures);
  return signatures;
}

/** Why figures on screen are out of date: a newer run is pending, or the last run failed. */
export type StaleReason = 'recalculating' | 'failed';

export const STALE_TEXT: Record<StaleReason, string> = {
  recalculating: 'Out of date: recalculating',
  failed: 'Out of date: the last calculation failed',
};

/**
 * Why a result computed for the inputs signed `shown` is out of date under the inputs on screen
 * (`current`, undefined when the vessel is not in them), or null when it is theirs: the last run's
 * failure when there was one, otherwise the recalculation under way.
 */
export function staleReason(shown: string, current: string | undefined, failed: boolean): StaleReason | null {
  if (current === shown) return null;
  return failed ? 'failed' : 'recalculating';
}

/** The fleet ids whose shown result was computed for other inputs than `current`, with the reason. */
export function staleResults(
  shown: ReadonlyMap<string, string>,
  current: ResultSignatures,
  failed: boolean,
): ReadonlyMap<string, StaleReason> {
  const stale = new Map<string, StaleReason>();
  for (const [id, signature] of shown) {
    const reason = staleReason(signature, current.get(id), failed);
    if (reason) stale.set(id, reason);
  }
  return stale;
}
