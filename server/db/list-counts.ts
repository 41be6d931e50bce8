/**
 * The lists' counts kept by triggers (ADR 0018, Migration20261126172000_list_counts). `order_list_count` holds
 * the number of orders per (organization, creator, access) and `saved_result_list_count` the number of saved
 * voyages per (organization, creator); creator 0 stands for none (a deleted user). An unfiltered list count is
 * then a sum over a handful of rows, whatever the number of orders.
 *
 * Each table's statement-level triggers read the statement's transition tables (the rows it inserted,
 * deleted, or both for an update), group them into the net change per key and add it in one upsert, keys in
 * order, so two statements lock the counter rows in the same order. The counter rows are written in the
 * writing transaction: a rolled-back write leaves no trace, and concurrent writers queue on the row, so the
 * counts stay exact. A TRUNCATE of the table empties its counts. Bulk loads that hold triggers off
 * (`session_replication_role = replica`) recount with LIST_COUNTS_RECOUNT afterwards.
 */
import type { Em } from './orm.js';

interface CountedTable {
  table: string;
  counts: string;
  functionName: string;
  /** The counter key columns and how each is read from a row of the table. */
  key: { column: string; from: string }[];
}

const ORDERS: CountedTable = {
  table: 'client_query',
  counts: 'order_list_count',
  functionName: 'client_query_list_count',
  key: [
    { column: 'organization_id', from: 'organization_id' },
    { column: 'creator_id', from: 'coalesce(created_by_id, 0)' },
    { column: 'access', from: 'access::text' },
  ],
};

const VOYAGES: CountedTable = {
  table: 'saved_result',
  counts: 'saved_result_list_count',
  functionName: 'saved_result_list_count',
  key: [
    { column: 'organization_id', from: 'organization_id' },
    { column: 'creator_id', from: 'coalesce(created_by_id, 0)' },
  ],
};

/** Adds the net change of the rows `source` gives (key columns and d = +1 / -1) to the counts. */
function upsert(t: CountedTable, source: string): string {
  const cols = t.key.map((k) => k.column).join(', ');
  return `insert into ${t.counts} as c (${cols}, n)
    select ${cols}, sum(d) from (${source}) x group by ${cols} having sum(d) <> 0 order by ${cols}
    on conflict (${cols}) do update set n = c.n + excluded.n`;
}

const rows = (t: CountedTable, relation: string, d: 1 | -1) =>
  `select ${t.key.map((k) => `${k.from} as ${k.column}`).join(', ')}, ${d} as d from ${relation}`;

function functionSql(t: CountedTable): string {
  return `
create or replace function ${t.functionName}() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'TRUNCATE' then
    delete from ${t.counts};
  elsif tg_op = 'INSERT' then
    ${upsert(t, rows(t, 'new_rows', 1))};
  elsif tg_op = 'DELETE' then
    ${upsert(t, rows(t, 'old_rows', -1))};
  else
    ${upsert(t, `${rows(t, 'new_rows', 1)} union all ${rows(t, 'old_rows', -1)}`)};
  end if;
  return null;
end
$fn$`;
}

export interface ListCountTrigger {
  name: string;
  timing: 'after';
  events: ('insert' | 'update' | 'delete' | 'truncate')[];
  expression: string;
}

function triggers(t: CountedTable): ListCountTrigger[] {
  const make = (event: ListCountTrigger['events'][number], referencing: string): ListCountTrigger => ({
    name: `${t.table}_list_count_${event}`,
    timing: 'after',
    events: [event],
    expression:
      `create trigger ${t.table}_list_count_${event} after ${event} on ${t.table}${referencing} ` +
      `for each statement execute function ${t.functionName}()`,
  });
  return [
    make('insert', ' referencing new table as new_rows'),
    make('update', ' referencing old table as old_rows new table as new_rows'),
    make('delete', ' referencing old table as old_rows'),
    make('truncate', ''),
  ];
}

/** Per counted table: its function's DDL and its triggers (declared on the entities for the drift check). */
export const LIST_COUNT_TRIGGERS = [ORDERS, VOYAGES].map((t) => ({
  table: t.table,
  functionName: t.functionName,
  functionSql: functionSql(t),
  triggers: triggers(t),
}));

/** As the entities declare them: the schema reader does not list TRUNCATE triggers, so those are the migration's alone. */
const declared = (i: number) => LIST_COUNT_TRIGGERS[i]!.triggers.filter((t) => !t.events.includes('truncate'));
export const ORDER_LIST_COUNT_TRIGGERS = declared(0);
export const SAVED_RESULT_LIST_COUNT_TRIGGERS = declared(1);

/** Recounts both tables from the rows (the migration; bulk loads that held the triggers off). */
export const LIST_COUNTS_RECOUNT = [ORDERS, VOYAGES].flatMap((t) => {
  const cols = t.key.map((k) => k.column).join(', ');
  return [
    `delete from ${t.counts}`,
    `insert into ${t.counts} (${cols}, n) select ${cols}, count(*) from (${rows(t, t.table, 1)}) x group by ${cols}`,
  ];
});

/**
 * Orders of the organization the actor sees in All Orders (public ones and their own) or My Orders (their
 * own); with `creators`, only those created by one of them.
 */
export async function orderListCount(
  em: Em,
  organizationId: number,
  actorId: number,
  mine: boolean,
  creators?: readonly number[],
): Promise<number> {
  if (creators && creators.length === 0) return 0;
  const [row] = await em.execute<{ n: number | string | null }[]>(
    `select sum(n) as n from order_list_count where organization_id = ? and ${
      mine ? 'creator_id = ?' : "(access = 'public' or creator_id = ?)"
    }${creators ? ' and creator_id in (?)' : ''}`,
    creators ? [organizationId, actorId, [...creators]] : [organizationId, actorId],
  );
  return Number(row?.n ?? 0);
}

/** Saved voyages of the organization (All Voyages), or of one creator (My Voyages). */
export async function savedResultListCount(em: Em, organizationId: number, creatorId?: number): Promise<number> {
  const [row] = await em.execute<{ n: number | string | null }[]>(
    `select sum(n) as n from saved_result_list_count where organization_id = ?${
      creatorId === undefined ? '' : ' and creator_id = ?'
    }`,
    creatorId === undefined ? [organizationId] : [organizationId, creatorId],
  );
  return Number(row?.n ?? 0);
}
