/**
 * The deepest nesting of arrays and objects a request may send (its body, or a JSON value inside it). The
 * deepest real payload, a calculation (fleetList[i].vessel.splitHire[j] inside GraphQL's variables), is about 8
 * levels; a deeper one is refused before any reader walks it.
 */
export const MAX_DEPTH = 32;

/** The message of a refusal for nesting deeper than `max` levels. */
export const depthProblem = (max = MAX_DEPTH) => `The request is nested deeper than ${max} levels`;

/**
 * Whether `v` nests arrays or objects deeper than `max` levels. Walks iteratively (no recursion, so no stack
 * overflow) and stops at the first branch over the limit.
 */
export function nestsDeeperThan(v: unknown, max = MAX_DEPTH): boolean {
  const stack: [unknown, number][] = [[v, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(value) ? value : Object.values(value)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}
