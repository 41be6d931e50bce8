import { randomUUID } from 'node:crypto';
import { notFound } from '../../errors/app-error.js';
import { assertRoute, type Actor } from '../auth/actor.js';
import { RUN_TTL_SECONDS, type RunOwner } from '../calculation-runs/run-bus.js';
import type { CalculationEvent, VesselResult } from './calculator.types.js';

/** Streamed runs kept per user: the latest few (a user with two tabs), older ones are dropped first. */
export const KEPT_RUNS_PER_USER = 4;

/**
 * Where a streamed run's vessel results are kept for RUN_TTL_SECONDS (ADR 0021): the web client's stream
 * carries each vessel's light fields only and reads one vessel's row table and explanations from here.
 * One process: MemoryRunResults. Several: RedisRunResults (REDIS_URL), so any process can answer.
 */
export interface RunResultStore {
  /** Registers a run; drops the owner's oldest kept runs beyond KEPT_RUNS_PER_USER. */
  create(runId: string, owner: RunOwner): Promise<void>;
  keep(runId: string, result: VesselResult): Promise<void>;
  read(runId: string, fleetId: string): Promise<{ owner: RunOwner; result: VesselResult | null } | null>;
  close(): Promise<void>;
}

interface KeptRun {
  owner: RunOwner;
  results: Map<string, VesselResult>;
  expires: NodeJS.Timeout;
}

/** The store of a single process: runs in memory, forgotten RUN_TTL_SECONDS after they start. */
export class MemoryRunResults implements RunResultStore {
  private readonly runs = new Map<string, KeptRun>();
  private readonly byUser = new Map<number, string[]>();

  async create(runId: string, owner: RunOwner): Promise<void> {
    const expires = setTimeout(() => this.drop(runId), RUN_TTL_SECONDS * 1000);
    expires.unref();
    this.runs.set(runId, { owner, results: new Map(), expires });
    const ids = [...(this.byUser.get(owner.userId) ?? []), runId];
    for (const old of ids.splice(0, Math.max(0, ids.length - KEPT_RUNS_PER_USER))) this.drop(old);
    this.byUser.set(owner.userId, ids);
  }

  async keep(runId: string, result: VesselResult): Promise<void> {
    this.runs.get(runId)?.results.set(result.fleetId, result);
  }

  async read(runId: string, fleetId: string) {
    const run = this.runs.get(runId);
    return run ? { owner: run.owner, result: run.results.get(fleetId) ?? null } : null;
  }

  async close(): Promise<void> {
    for (const run of this.runs.values()) clearTimeout(run.expires);
    this.runs.clear();
    this.byUser.clear();
  }

  private drop(runId: string): void {
    const run = this.runs.get(runId);
    if (!run) return;
    clearTimeout(run.expires);
    this.runs.delete(runId);
    const ids = this.byUser.get(run.owner.userId)?.filter((id) => id !== runId) ?? [];
    if (ids.length > 0) this.byUser.set(run.owner.userId, ids);
    else this.byUser.delete(run.owner.userId);
  }
}

/** Keeps a streamed run's results and reads them back for the user who started it. */
export class RunResultService {
  constructor(private readonly store: RunResultStore) {}

  /**
   * The stream's events with the run's id on each; every VESSEL's full result is kept before its event is
   * passed on, so a client reading it as soon as the event arrives finds it.
   */
  async keepStream(actor: Actor, events: AsyncGenerator<CalculationEvent>): Promise<AsyncGenerator<CalculationEvent>> {
    const runId = randomUUID();
    await this.store.create(runId, { userId: actor.id, organizationId: actor.organizationId });
    const store = this.store;
    async function* kept(): AsyncGenerator<CalculationEvent> {
      try {
        for await (const event of events) {
          if (event.vessel) await store.keep(runId, event.vessel);
          yield { ...event, runId };
        }
      } finally {
        await events.return(undefined);
      }
    }
    return kept();
  }

  /**
   * One vessel's full result of a kept run. Another user, another organization, an expired or unknown run,
   * or a fleet id the run has not priced: NOT_FOUND.
   */
  async vessel(actor: Actor, runId: string, fleetId: string): Promise<VesselResult> {
    assertRoute(actor, '/calculator');
    const kept = await this.store.read(runId, fleetId);
    if (!kept || kept.owner.userId !== actor.id || kept.owner.organizationId !== actor.organizationId) {
      throw notFound('Calculation run', runId);
    }
    if (!kept.result) throw notFound('Vessel result', fleetId);
    return kept.result;
  }
}
