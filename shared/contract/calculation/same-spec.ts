import type { FieldSpec } from './field-spec.js';

/** One spec under several names (hsFuelPriceType0..4, vesselBalSpd1..4 ...). */
export function sameSpec<const K extends string, const S extends FieldSpec>(
  names: readonly K[],
  spec: S,
): { readonly [P in K]: S } {
  return Object.fromEntries(names.map((name) => [name, spec])) as { readonly [P in K]: S };
}

/** `[prefix + infix + suffix]` for every combination, in order. */
export function names<const P extends string, const I extends string | number, const S extends string | number>(
  prefixes: readonly P[],
  infix: readonly I[],
  suffixes: readonly S[],
): `${P}${I}${S}`[] {
  return prefixes.flatMap((p) => infix.flatMap((i) => suffixes.map((s) => `${p}${i}${s}` as const)));
}
