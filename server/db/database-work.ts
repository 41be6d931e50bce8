import { setTimeout as pause } from 'node:timers/promises';
import type { Orm } from './orm.js';

/**
 * The database work under way on the ORM's connection: statements running and transactions open (savepoints
 * included). Shutdown closes the connection once this is idle, not under a handler still working: Apollo's
 * drain waits for the HTTP connections only, so a request whose client has gone (or a mail ingest, a run's
 * save) could still be between two statements when the database closed, and fail with the driver's
 * "destroyed" error. Everything the app sends goes through the connection's execute, stream, begin, commit
 * and rollback, which this wraps on the one connection instance all EntityManager forks share.
 */
export class DatabaseWork {
  private statements = 0;
  private readonly transactions = new Set<object>();
  /**
   * Bumped by every statement and begin: unchanged across a pause that started with nothing under way means
   * nothing happened in it (a commit or rollback needs a transaction open, so such a pause cannot hold one).
   */
  private events = 0;

  /** Work now: statements running plus transactions open. */
  get underWay(): number {
    return this.statements + this.transactions.size;
  }

  /** Starts counting the work on `orm`'s connection. */
  watch(orm: Orm): this {
    const connection = orm.em.getConnection() as unknown as ConnectionMethods;
    const execute = connection.execute.bind(connection);
    connection.execute = (...args) => this.statement(() => execute(...args));
    const stream = connection.stream.bind(connection);
    connection.stream = (...args) => this.streaming(stream(...args));
    const begin = connection.begin.bind(connection);
    // Under way from the call: the begin itself counts as a statement until the transaction is open.
    connection.begin = (...args) =>
      this.statement(async () => {
        const trx = await begin(...args);
        this.transactions.add(trx);
        return trx;
      });
    const end = (fn: ConnectionMethods['commit']) => {
      const bound = fn.bind(connection);
      return async (trx: object, ...rest: unknown[]) => {
        try {
          return await bound(trx, ...rest);
        } finally {
          this.transactions.delete(trx);
        }
      };
    };
    connection.commit = end(connection.commit);
    connection.rollback = end(connection.rollback);
    return this;
  }

  /**
   * Resolves once no statement runs and no transaction is open, and nothing new started during `quietMs`
   * after that (a handler between two statements of one request, outside a transaction, continues within a
   * few turns of the loop). Gives up after `maxMs`, answering false (shutdown then goes on: a process that
   * never stops is worse than one error line).
   */
  async idle(options: { quietMs?: number; maxMs?: number } = {}): Promise<boolean> {
    const quietMs = options.quietMs ?? 50;
    const deadline = Date.now() + (options.maxMs ?? 10_000);
    for (;;) {
      const seen = this.events;
      const quiet = this.underWay === 0;
      if (Date.now() >= deadline) return quiet;
      await pause(quiet ? quietMs : 10);
      if (quiet && this.underWay === 0 && this.events === seen) return true;
    }
  }

  private async statement<T>(run: () => Promise<T>): Promise<T> {
    this.statements++;
    this.events++;
    try {
      return await run();
    } finally {
      this.statements--;
    }
  }

  private async *streaming<T>(rows: AsyncIterable<T>): AsyncGenerator<T> {
    this.statements++;
    this.events++;
    try {
      yield* rows;
    } finally {
      this.statements--;
    }
  }
}

interface ConnectionMethods {
  execute(...args: unknown[]): Promise<unknown>;
  stream(...args: unknown[]): AsyncIterable<unknown>;
  begin(...args: unknown[]): Promise<object>;
  commit(trx: object, ...rest: unknown[]): Promise<void>;
  rollback(trx: object, ...rest: unknown[]): Promise<void>;
}
