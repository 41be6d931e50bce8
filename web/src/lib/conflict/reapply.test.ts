import { describe, expect, it } from 'vitest';
import { reapplyChanges } from './reapply';

const row = (id: number | undefined, port: string, rate = 0) => ({ id, key: `k${id ?? port}`, port, rate });

describe('reapplyChanges: the user changes over a fresh copy', () => {
  it('takes the fresh value of every field the user left alone and keeps the ones the user changed', () => {
    const base = { name: 'A', message: 'm', freight: 10 };
    const edited = { ...base, message: 'mine' };
    const fresh = { name: 'A (renamed)', message: 'theirs', freight: 12 };
    expect(reapplyChanges(base, edited, fresh)).toEqual({ name: 'A (renamed)', message: 'mine', freight: 12 });
  });

  it("keeps a row someone else added, re-applies the user's row edits by id, adds and deletes the user's rows", () => {
    const base = { rows: [row(1, 'TBN'), row(2, 'Tubarao', 80), row(3, 'Qingdao', 30), row(4, 'Singapore')] };
    // The user changed row 2's rate, deleted row 4 and added a Passing row after row 2.
    const added = row(undefined, 'Cape Town');
    const edited = { rows: [base.rows[0]!, { ...base.rows[1]!, rate: 90 }, added, base.rows[2]!] };
    // Meanwhile someone added row 5 before Qingdao and changed row 3's port.
    const fresh = {
      rows: [row(1, 'TBN'), row(2, 'Tubarao', 80), row(5, 'Gibraltar'), row(3, 'Rizhao', 30), row(4, 'Singapore')],
    };
    const out = reapplyChanges(base, edited, fresh).rows;
    expect(out.map((r) => [r.id, r.port, r.rate])).toEqual([
      [1, 'TBN', 0],
      [2, 'Tubarao', 90],
      [undefined, 'Cape Town', 0],
      [5, 'Gibraltar', 0],
      [3, 'Rizhao', 30],
    ]);
  });

  it('answers the fresh copy when nothing was changed', () => {
    const base = { rows: [row(1, 'A')], name: 'x' };
    const fresh = { rows: [row(1, 'B'), row(2, 'C')], name: 'y' };
    expect(reapplyChanges(base, { ...base }, fresh)).toEqual(fresh);
  });
});
