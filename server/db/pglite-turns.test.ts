import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrm, type Em, type Orm } from './orm.js';
import { statementsOnLaterTurns } from './pglite-turns.js';

describe('statementsOnLaterTurns', () => {
  it('starts each statement after a turn of the event loop, in the order they were asked for', async () => {
    const ran: string[] = [];
    const runner = {
      _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
        return fn();
      },
    };
    statementsOnLaterTurns(runner);
    setImmediate(() => ran.push('loop turn'));
    await Promise.all([
      runner._runExclusiveQuery(async () => ran.push('first')),
      runner._runExclusiveQuery(async () => ran.push('second')),
    ]);
    expect(ran).toEqual(['loop turn', 'first', 'second']);
  });

  describe('on the ORM over PGlite', () => {
    let orm: Orm;
    beforeAll(async () => {
      orm = await openOrm('pglite://memory');
    });
    afterAll(() => orm.close());

    // Without it a PGlite statement ends in microtasks, before any I/O or timer of the loop (ADR 0018).
    it('lets the event loop turn before a statement runs, in and out of a transaction', async () => {
      const em = orm.em.fork() as Em;
      const ran: string[] = [];
      setImmediate(() => ran.push('loop turn'));
      await em.execute('select 1').then(() => ran.push('statement'));
      expect(ran).toEqual(['loop turn', 'statement']);
      await em.transactional(async (tx) => {
        setImmediate(() => ran.push('turn in transaction'));
        await tx.execute('select 2').then(() => ran.push('statement in transaction'));
      });
      expect(ran.slice(2)).toEqual(['turn in transaction', 'statement in transaction']);
    });
  });
});
