/**
 * PGlite runs in the server's own thread and its statements end in microtasks, so once a request is admitted
 * (admission.ts) its statements and the work between them run to the end without the event loop turning: a
 * loop turn lasts as long as the requests admitted in it, and libuv accepts one new connection per turn (ADR
 * 0018, addenda of 2026-11-27). Starting each statement on a later turn (`setImmediate`) cuts a request into
 * one piece per statement, so the loop turns between them: sockets are read, new connections accepted and
 * queued requests seen (and refused in time) while admitted requests work, at the cost of one turn per
 * statement (microseconds when nothing else waits). The order of statements, transactions and PGlite's own
 * mutexes are unchanged: the wait comes before the statement takes PGlite's query lock.
 */

/** The part of a PGlite instance this uses: every statement (query, exec, in a transaction or not) runs through it. */
export interface ExclusiveQueryRunner {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Makes each statement of `pglite` start on a later turn of the event loop. */
export function statementsOnLaterTurns(pglite: ExclusiveQueryRunner): void {
  // A PGlite internal: an upgrade that renames it must fail at start, not leave the loop blocked unsaid.
  if (typeof pglite._runExclusiveQuery !== 'function')
    throw new Error('PGlite has no _runExclusiveQuery: pglite-turns.ts must follow the upgraded PGlite');
  const run = pglite._runExclusiveQuery.bind(pglite);
  pglite._runExclusiveQuery = <T>(fn: () => Promise<T>) => nextTurn().then(() => run(fn));
}
