/**
 * Keys of the router's per-leg memos (string pulling's visibility, the area cut): a leg between two points
 * whose answers depend on the points alone. A graph node keys as its id; a placed route end as an id from the
 * node count up (placements.ts), so one key space holds both. A leg is directed (a then b).
 */
export const KEY_SPACE = 2 ** 21;

export const legKey = (a: number, b: number): number => a * KEY_SPACE + b;

/** A memo of at most `max` legs: cleared whole when full (no bookkeeping per hit). */
export class LegMemo<V> {
  private readonly seen = new Map<number, V>();
  constructor(private readonly max: number) {}

  get(a: number, b: number): V | undefined {
    return this.seen.get(legKey(a, b));
  }

  set(a: number, b: number, v: V): void {
    if (this.seen.size >= this.max) this.seen.clear();
    this.seen.set(legKey(a, b), v);
  }

  clear(): void {
    this.seen.clear();
  }
}
