/**
 * Whether two stored JSON values are the same: key order does not count (PostgreSQL's jsonb keeps its own
 * order), anything else does (a number, a null, an element of a list). Used to find the saved voyage a
 * repeated Calculate & Save would duplicate.
 */
export function sameStoredJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
}
