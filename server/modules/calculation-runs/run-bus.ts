/**
 * Where a calculation run's events go, so that a client of any server process can follow a run started
 * through any other (issue #19 item 6). One process: MemoryRunBus. Several: RedisRunBus (REDIS_URL).
 *
 * A run is created with its owner, then gets numbered records (seq 0, 1, ...): each an event or the
 * error that ended it. The last record is a COMPLETE event or an error. Records are kept for RUN_TTL_SECONDS,
 * so a client that subscribes late (or on another process) still receives the run from its start.
 */
export const RUN_TTL_SECONDS = 600;

export interface RunOwner {
  userId: number;
  organizationId: number;
}

/** One record of a run: an event (JSON-safe: numbers, strings, nulls) or the error that ended it. */
export type RunRecord<E> =
  | { seq: number; event: E; error?: undefined }
  | { seq: number; event?: undefined; error: { message: string; code: string; field?: string } };

export interface RunBus<E> {
  create(runId: string, owner: RunOwner): Promise<void>;
  owner(runId: string): Promise<RunOwner | null>;
  append(runId: string, record: RunRecord<E>): Promise<void>;
  /**
   * Every record of the run from seq 0, then each new one as it is appended, in order, until the last one
   * (`isLast`). Ends early when the caller stops iterating.
   */
  follow(runId: string, isLast: (record: RunRecord<E>) => boolean): AsyncGenerator<RunRecord<E>>;
  close(): Promise<void>;
}

/** Records in seq order from a backlog and live arrivals, each once, until the last. */
export class RecordSequencer<E> {
  private next = 0;
  private readonly pending = new Map<number, RunRecord<E>>();

  /** Takes records in any order and duplicates; returns those that are now due, in order. */
  accept(records: Iterable<RunRecord<E>>): RunRecord<E>[] {
    for (const r of records) if (r.seq >= this.next) this.pending.set(r.seq, r);
    const due: RunRecord<E>[] = [];
    for (let r = this.pending.get(this.next); r; r = this.pending.get(this.next)) {
      this.pending.delete(this.next);
      this.next += 1;
      due.push(r);
    }
    return due;
  }
}
