/**
 * The router's per-leg memos (string pulling's visibility, the area cut): answers for a leg between two points
 * that depend on the points alone. A graph node keys as its id; a placed route end as an id from the node
 * count up (placements.ts), below `space`. A leg is directed (a then b); its key a * space + b stays a small
 * integer for the shipped network (fast map keys).
 */
export class LegMemo<V> {
  private readonly seen = new Map<number, V>();
  /** `space`: one more than the largest key; `max`: legs kept, the memo cleared whole when full. */
  constructor(
    private readonly space: number,
    private readonly max: number,
  ) {}

  get(a: number, b: number): V | undefined {
    return this.seen.get(a * this.space + b);
  }

  set(a: number, b: number, v: V): void {
    if (this.seen.size >= this.max) this.seen.clear();
    this.seen.set(a * this.space + b, v);
  }

  clear(): void {
    this.seen.clear();
  }
}
