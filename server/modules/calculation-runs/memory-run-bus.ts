import { RecordSequencer, RUN_TTL_SECONDS, type RunBus, type RunOwner, type RunRecord } from './run-bus.js';

interface Run<E> {
  owner: RunOwner;
  records: RunRecord<E>[];
  listeners: Set<() => void>;
  expires: NodeJS.Timeout;
}

/** The run bus of a single process: runs in memory, forgotten RUN_TTL_SECONDS after they start. */
export class MemoryRunBus<E> implements RunBus<E> {
  private readonly runs = new Map<string, Run<E>>();

  async create(runId: string, owner: RunOwner): Promise<void> {
    const expires = setTimeout(() => this.runs.delete(runId), RUN_TTL_SECONDS * 1000);
    expires.unref();
    this.runs.set(runId, { owner, records: [], listeners: new Set(), expires });
  }

  async owner(runId: string): Promise<RunOwner | null> {
    return this.runs.get(runId)?.owner ?? null;
  }

  async append(runId: string, record: RunRecord<E>): Promise<void> {
    const run = this.runs.get(runId);
    if (!run) return;
    run.records.push(record);
    for (const wake of run.listeners) wake();
  }

  async *follow(runId: string, isLast: (record: RunRecord<E>) => boolean): AsyncGenerator<RunRecord<E>> {
    const run = this.runs.get(runId);
    if (!run) return;
    const order = new RecordSequencer<E>();
    let seen = 0;
    let wake: (() => void) | undefined;
    const listener = () => wake?.();
    run.listeners.add(listener);
    try {
      for (;;) {
        const fresh = run.records.slice(seen);
        seen = run.records.length;
        for (const record of order.accept(fresh)) {
          yield record;
          if (isLast(record)) return;
        }
        // Records appended while the caller held the last one are taken at once; otherwise wait for the next.
        if (run.records.length > seen) continue;
        await new Promise<void>((resolve) => (wake = resolve));
      }
    } finally {
      run.listeners.delete(listener);
    }
  }

  async close(): Promise<void> {
    for (const run of this.runs.values()) clearTimeout(run.expires);
    this.runs.clear();
  }
}
