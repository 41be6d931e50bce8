import { randomUUID } from 'node:crypto';
import { prepareFleet, type VesselResult } from '../../../shared/voyage/index.js';
import { notFound } from '../../errors/app-error.js';
import { assertRoute, type Actor } from '../auth/actor.js';
import { RUN_TTL_SECONDS, type RunOwner } from '../calculation-runs/run-bus.js';
import type { StreamedVessel } from './calculator.service.js';
import type { RunSource } from './run-source.js';

/** Streamed runs kept per user: the latest few (a user with two tabs), older ones are dropped first. */
export const KEPT_RUNS_PER_USER = 4;

/** A kept run as a store reads it back: its owner, what its vessels are computed from, whether one was priced. */
export interface KeptRunVessel {
  owner: RunOwner;
  source: RunSource;
  /** Whether the run's stream has priced this fleet entry yet. */
  priced: boolean;
}

/**
 * Where a streamed run is kept for RUN_TTL_SECONDS (ADR 0021, ADR 0032): the web client's stream carries
 * each vessel's light fields only and reads one vessel's row table and explanations through the run. The
 * store keeps the run's source (RunSource) and which vessels the stream has priced; the vessel's full
 * result is computed from the source when it is read. One process: MemoryRunResults. Several:
 * RedisRunResults (REDIS_URL), so any process can answer.
 */
export interface RunResultStore {
  /** Registers a run; drops the owner's oldest kept runs beyond KEPT_RUNS_PER_USER. */
  create(runId: string, owner: RunOwner, source: RunSource): Promise<void>;
  /** Marks a fleet entry of the run as priced (its event is about to be sent). */
  keep(runId: string, fleetId: string): Promise<void>;
  read(runId: string, fleetId: string): Promise<KeptRunVessel | null>;
  close(): Promise<void>;
}

interface KeptRun {
  owner: RunOwner;
  source: RunSource;
  priced: Set<string>;
  expires: NodeJS.Timeout;
}

/** The store of a single process: runs in memory, forgotten RUN_TTL_SECONDS after they start. */
export class MemoryRunResults implements RunResultStore {
  private readonly runs = new Map<string, KeptRun>();
  private readonly byUser = new Map<number, string[]>();

  async create(runId: string, owner: RunOwner, source: RunSource): Promise<void> {
    const expires = setTimeout(() => this.drop(runId), RUN_TTL_SECONDS * 1000);
    expires.unref();
    this.runs.set(runId, { owner, source, priced: new Set(), expires });
    const ids = [...(this.byUser.get(owner.userId) ?? []), runId];
    for (const old of ids.splice(0, Math.max(0, ids.length - KEPT_RUNS_PER_USER))) this.drop(old);
    this.byUser.set(owner.userId, ids);
  }

  async keep(runId: string, fleetId: string): Promise<void> {
    this.runs.get(runId)?.priced.add(fleetId);
  }

  async read(runId: string, fleetId: string): Promise<KeptRunVessel | null> {
    const run = this.runs.get(runId);
    return run ? { owner: run.owner, source: run.source, priced: run.priced.has(fleetId) } : null;
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

/** Keeps a streamed run and answers one of its vessels' full result for the user who started it. */
export class RunResultService {
  constructor(private readonly store: RunResultStore) {}

  /**
   * The service's stream, kept as a run under a new id: the run is stored once the first vessel is priced
   * (the input was accepted), and every vessel is marked priced before it is passed on, so a client reading
   * it as soon as its event arrives finds it.
   */
  keepStream<O>(
    actor: Actor,
    stream: AsyncGenerator<StreamedVessel, O>,
  ): { runId: string; stream: AsyncGenerator<StreamedVessel, O> } {
    const runId = randomUUID();
    const owner = { userId: actor.id, organizationId: actor.organizationId };
    const store = this.store;
    async function* kept(): AsyncGenerator<StreamedVessel, O> {
      try {
        for (let first = true; ; first = false) {
          const step = await stream.next();
          if (step.done) return step.value;
          if (first) await store.create(runId, owner, step.value.source);
          await store.keep(runId, step.value.vessel.fleetId);
          yield step.value;
        }
      } finally {
        await stream.return(undefined as never);
      }
    }
    return { runId, stream: kept() };
  }

  /**
   * One vessel's full engine result of a kept run, computed from the run's source: identical to the one
   * calculate answers for the same input. Another user, another organization, an expired or unknown run, or a fleet id
   * the run has not priced: NOT_FOUND.
   */
  async vessel(actor: Actor, runId: string, fleetId: string): Promise<VesselResult> {
    assertRoute(actor, '/calculator');
    const kept = await this.store.read(runId, fleetId);
    if (!kept || kept.owner.userId !== actor.id || kept.owner.organizationId !== actor.organizationId) {
      throw notFound('Calculation run', runId);
    }
    const result = kept.priced ? prepareFleet(kept.source).vessel(fleetId) : null;
    if (!result) throw notFound('Vessel result', fleetId);
    return result;
  }
}
