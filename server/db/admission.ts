/**
 * Bounded admission of requests to an embedded database (PGlite: one connection, in this process; ADR 0018).
 * Without it every request queues on the one connection, so under load each waits for all those ahead of it
 * and none gets an answer in time. With it at most `concurrency` requests work at once, at most `maxQueued`
 * wait, none waits longer than `maxWaitMs`, and a request that would not be answered within `maxWaitMs` (its
 * predicted wait plus its own service time, from the measured time a request takes) is refused at once: it is
 * answered 503 SERVER_BUSY with a Retry-After, quickly, instead of late. The prediction refuses only when at
 * least `LONE_USER_BURST` requests are already in (a lone user, even on a slow machine, is never refused by
 * it). PostgreSQL's pool queues on its own connections; no admission there.
 */
import type { ErrorRequestHandler, Request, Response } from 'express';
import { AppError } from '../errors/app-error.js';
import { answerJson, isGraphqlPath, requestPath, type NodeHandler } from '../http-answer.js';

export interface AdmissionLimits {
  /** Requests working at once (on PGlite they share one connection and one thread). */
  concurrency: number;
  /** Requests waiting for a turn; beyond it, 503 at once. */
  maxQueued: number;
  /**
   * The budget of a request (ms): one whose predicted wait plus service would pass it is refused at once
   * (when the queue is busy, see LONE_USER_BURST), and one still waiting when it is spent is refused.
   */
  maxWaitMs: number;
}

/**
 * Requests already in (working and waiting) below which the prediction never refuses: more than the parallel
 * requests one opening of the calculator makes (about 6), so that a lone user is not refused on a slow machine
 * whatever the measured service time. Only a request that has waited out the whole budget is refused then.
 */
export const LONE_USER_BURST = 8;

interface Waiter {
  since: number;
  admit: () => void;
  refuse: () => void;
  timer: NodeJS.Timeout;
}

export type Release = () => void;

/** Why `acquire` rejects when its request's client left while it waited (nothing is answered then). */
export const CLIENT_GONE = new Error('CLIENT_GONE');

/**
 * The queue: FIFO, bounded in length and in wait. Every request joins it when it arrives and is admitted
 * on the next turn of the event loop at the earliest: PGlite answers in the same turn (its statements end
 * in microtasks), so requests that arrived together would otherwise run one after the other without ever
 * being seen waiting, and the last of a burst of 50 would wait for the 49 before it.
 */
export class Admission {
  private active = 0;
  private readonly queue: Waiter[] = [];
  private pumpScheduled = false;
  /** Mean time a request holds its turn (ms), moving average; starts at a guess. */
  private serviceMs = 20;
  /** Refusals since start. */
  refused = 0;

  constructor(readonly limits: AdmissionLimits) {}

  /**
   * Waits for a turn; the returned function gives it back. Rejects with SERVER_BUSY when there is none in time,
   * and with CLIENT_GONE when `gone` aborts first (the client left while waiting: its place is given up).
   */
  acquire(gone?: AbortSignal): Promise<Release> {
    const free = Math.max(0, this.limits.concurrency - this.active);
    if (this.queue.length >= this.limits.maxQueued + free || this.predictedLate()) return Promise.reject(this.busy());
    return new Promise<Release>((resolve, reject) => {
      const leave = () => {
        const at = this.queue.indexOf(waiter);
        if (at >= 0) this.queue.splice(at, 1);
      };
      const settle = () => {
        clearTimeout(waiter.timer);
        gone?.removeEventListener('abort', onGone);
      };
      const onGone = () => {
        settle();
        leave();
        reject(CLIENT_GONE);
      };
      const waiter: Waiter = {
        since: performance.now(),
        admit: () => {
          settle();
          resolve(this.start());
        },
        refuse: () => {
          settle();
          reject(this.busy());
        },
        // When the event loop is free but the turns are held (a request waiting on something else).
        timer: setTimeout(() => {
          settle();
          leave();
          reject(this.busy());
        }, this.limits.maxWaitMs),
      };
      gone?.addEventListener('abort', onGone, { once: true });
      this.queue.push(waiter);
      this.schedulePump();
    });
  }

  /** Requests working and waiting now. */
  get load(): { active: number; queued: number } {
    return { active: this.active, queued: this.queue.length };
  }

  private schedulePump(): void {
    if (this.pumpScheduled) return;
    this.pumpScheduled = true;
    setImmediate(() => {
      this.pumpScheduled = false;
      this.pump();
    });
  }

  /**
   * Admits waiters into free turns, in order; one that has waited past the budget is refused instead, and so,
   * while the queue is busy (LONE_USER_BURST), is one whose wait leaves no time for its service.
   */
  private pump(): void {
    while (this.active < this.limits.concurrency && this.queue.length) {
      const busy = this.queue.length + this.active >= LONE_USER_BURST;
      const next = this.queue.shift()!;
      const waited = performance.now() - next.since;
      if (waited > this.limits.maxWaitMs || (busy && waited + this.serviceMs > this.limits.maxWaitMs)) next.refuse();
      else next.admit();
    }
  }

  private start(): Release {
    this.active++;
    const began = performance.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.serviceMs = 0.9 * this.serviceMs + 0.1 * (performance.now() - began);
      this.active--;
      // The next turn is given on a later turn of the event loop, not here: a request's statements end in
      // microtasks, so admitting from its release chained every queued request into one run of microtasks
      // that read no socket and accepted no connection for seconds (ADR 0018, addendum on the stall).
      this.schedulePump();
    };
  }

  /**
   * Whether a request joining now would be answered past the budget: its predicted wait plus its own service
   * time (the service of `concurrency` requests sharing one thread: each takes about `serviceMs`, measured as
   * they share it). Never with fewer than LONE_USER_BURST requests in.
   */
  private predictedLate(): boolean {
    if (this.queue.length + this.active < LONE_USER_BURST) return false;
    return this.expectedWaitMs(1) + this.serviceMs > this.limits.maxWaitMs;
  }

  /** How long a request joining the queue now would wait for its turn, from the requests' measured time. */
  private expectedWaitMs(extra: number): number {
    const ahead = this.queue.length + this.active + extra - this.limits.concurrency;
    return (Math.max(0, ahead) * this.serviceMs) / this.limits.concurrency;
  }

  private busy(): AppError {
    this.refused++;
    const seconds = Math.max(1, Math.ceil(this.expectedWaitMs(0) / 1000));
    return new AppError('SERVER_BUSY', `The server is busy; try again in ${seconds} s`, {
      retryAfterSeconds: seconds,
    });
  }
}

/** Paths that answer without the database: never queued. */
const FREE = new Set(['/api/v1/health', '/api/v1/openapi.json']);

/**
 * In front of both APIs (an Express middleware, and one of the GraphQL entry's handlers, graphql/http-entry.ts):
 * each request waits for its turn, and gives it back when its answer starts (the work is done by then; a
 * streamed answer goes on outside the queue) or the client leaves.
 * A refusal is answered by the REST error mapping (503, Retry-After, `{error, code}`) or, on /graphql, as a
 * GraphQL error with the same code and `retryAfterSeconds`.
 */
export function admissionGate(admission: Admission, restErrors: ErrorRequestHandler): NodeHandler {
  return (req, res, next) => {
    const path = requestPath(req);
    const graphql = isGraphqlPath(path);
    if (FREE.has(path) || (!graphql && !path.startsWith('/api/'))) return next();
    // A client that leaves while its request waits gives its place up; one that left by the time its turn
    // came gives the turn straight back (its 'close' has passed, so no later event would release it).
    const gone = new AbortController();
    res.once('close', () => gone.abort());
    admission.acquire(gone.signal).then(
      (release) => {
        if (gone.signal.aborted) return release();
        const writeHead = res.writeHead;
        res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
          release();
          return writeHead.apply(this, args);
        } as typeof writeHead;
        res.once('close', release);
        next();
      },
      (err: AppError) => {
        if (gone.signal.aborted) return;
        // REST requests come through Express: its request and response.
        if (!graphql) return restErrors(err, req as Request, res as Response, next);
        const { http: _http, ...extensions } = err.extensions;
        res.setHeader('Retry-After', String(err.retryAfterSeconds ?? 1));
        answerJson(res, 503, { errors: [{ message: err.message, extensions }] });
      },
    );
  };
}
