import type { Em } from '../server/db/orm.js';

export interface Statement {
  sql: string;
  params: unknown[];
}

/** Runs `fn` with an Em that records each SQL statement it executes; answers them in order. */
export async function recordStatements(em: Em, fn: (recording: Em) => Promise<unknown>): Promise<Statement[]> {
  const into: Statement[] = [];
  const record = (db: Em): Em =>
    new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === 'execute') {
          return (sql: string, params: unknown[] = [], ...rest: unknown[]) => {
            into.push({ sql, params });
            return (target.execute as (...a: unknown[]) => unknown).call(target, sql, params, ...rest);
          };
        }
        // Statements run in a transaction are recorded too (the settings a statement runs with, for one).
        if (prop === 'transactional') {
          return (cb: (tx: Em) => Promise<unknown>, ...rest: unknown[]) =>
            (target.transactional as (...a: unknown[]) => unknown).call(target, (tx: Em) => cb(record(tx)), ...rest);
        }
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
  await fn(record(em));
  return into;
}
