/**
 * The lists' search tables kept by triggers (ADR 0018 addendum, Migration20261126203000_list_search). A search's
 * count has to read every matching row: on the order or saved-result row itself (wide: terms, snapshots) that
 * cost 32-114 ms for a common word at 100,000 rows. `order_list_search` and `saved_result_list_search` hold one
 * narrow row per order / saved result: its id, the scope and visibility columns, the sort key and the searched
 * text columns, under the same names, so the list's own WHERE (alias `o` / `r`) runs on them unchanged and the
 * count is exact by construction; and `search_text`, the joined text lower-cased, with a trigram GIN index.
 *
 * Row triggers on the source table upsert the row on insert and on an update that changes a mirrored column
 * (the list-column trigger's updates included) and delete it on delete; a TRUNCATE empties it. They write in
 * the writing transaction: a rollback leaves no trace. Bulk loads that hold triggers off
 * (`session_replication_role = replica`) rebuild with LIST_SEARCH_REBUILD.
 */
import { trigramIndex } from './trigram-search.js';

interface MirroredTable {
  table: string;
  search: string;
  functionName: string;
  /** Mirrored columns, id first; the searched ones are also joined into the trigram index. */
  columns: readonly string[];
  searched: readonly string[];
  /** Further btree indexes (name: columns) for the counts of bounded lists. */
  btree?: Record<string, string>;
}

const ORDERS: MirroredTable = {
  table: 'client_query',
  search: 'order_list_search',
  functionName: 'client_query_list_search',
  columns: ['id', 'organization_id', 'created_by_id', 'access', 'freight_mode', 'created_at', 'list_load_qty'],
  searched: ['name', 'list_first_load_port', 'list_last_discharge_port', 'list_cargo', 'list_account'],
  // A load-quantity range counts from this index alone (index-only: scope and visibility ride along).
  btree: { order_list_search_load_qty_index: 'organization_id, list_load_qty, access, created_by_id' },
};

const VOYAGES: MirroredTable = {
  table: 'saved_result',
  search: 'saved_result_list_search',
  functionName: 'saved_result_list_search',
  columns: ['id', 'organization_id', 'created_by_id', 'created_at'],
  searched: ['save_label', 'vessel_name', 'order_name', 'first_load_port', 'last_discharge_port'],
};

const all = (t: MirroredTable) => [...t.columns, ...t.searched];
const quoted = (t: MirroredTable, prefix = '') => all(t).map((c) => `${prefix}"${c}"`);
/**
 * The searched columns joined with '|' (each null as ''), lower-cased once when written: the lists' joined text
 * (trigram-search.ts joinedSearchText). `ilike` on a UTF-8 database compares lower() of both sides, so
 * `search_text like lower(pattern)` matches exactly the rows `joined ilike pattern` does, without folding and
 * joining each row again when a count rechecks it.
 */
const searchText = (t: MirroredTable, prefix = '') =>
  `lower(${t.searched.map((c) => `coalesce(${prefix}"${c}", '')`).join(" || '|' || ")})`;

function functionSql(t: MirroredTable): string {
  const cols = [...quoted(t), 'search_text'].join(', ');
  const updates = [...quoted(t).slice(1), 'search_text'].map((c) => `${c} = excluded.${c}`).join(', ');
  return `
create or replace function ${t.functionName}() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'TRUNCATE' then
    delete from ${t.search};
  elsif tg_op = 'DELETE' then
    delete from ${t.search} where id = old.id;
  else
    if tg_op = 'UPDATE' and old.id <> new.id then
      delete from ${t.search} where id = old.id;
    end if;
    insert into ${t.search} (${cols}) values (${quoted(t, 'new.').join(', ')}, ${searchText(t, 'new.')})
      on conflict (id) do update set ${updates};
  end if;
  return null;
end
$fn$`;
}

export interface ListSearchTrigger {
  name: string;
  timing: 'after';
  events: ('insert' | 'update' | 'delete' | 'truncate')[];
  forEach: 'row' | 'statement';
  expression: string;
}

function triggers(t: MirroredTable): ListSearchTrigger[] {
  const changed = `(${quoted(t, 'old.').join(', ')}) is distinct from (${quoted(t, 'new.').join(', ')})`;
  const make = (event: ListSearchTrigger['events'][number], tail: string): ListSearchTrigger => ({
    name: `${t.table}_list_search_${event}`,
    timing: 'after',
    events: [event],
    forEach: event === 'truncate' ? 'statement' : 'row',
    expression: `create trigger ${t.table}_list_search_${event} after ${event} on ${t.table} ${tail}`,
  });
  return [
    make('insert', `for each row execute function ${t.functionName}()`),
    make('update', `for each row when (${changed}) execute function ${t.functionName}()`),
    make('delete', `for each row execute function ${t.functionName}()`),
    make('truncate', `for each statement execute function ${t.functionName}()`),
  ];
}

/** Per table: the search table's DDL (created from the source's column types), its function and triggers. */
export const LIST_SEARCH_TABLES = [ORDERS, VOYAGES].map((t) => ({
  table: t.table,
  search: t.search,
  functionName: t.functionName,
  columns: all(t),
  /** search_text as computed from a row of the source table (`prefix`: its alias with a dot). */
  searchText: (prefix = '') => searchText(t, prefix),
  createSql: [
    `create table "${t.search}" as select ${quoted(t).join(', ')}, ${searchText(t)} as search_text
      from "${t.table}" with no data`,
    `alter table "${t.search}" add constraint "${t.search}_pkey" primary key ("id")`,
    trigramIndex(`${t.search}_text_index`, t.search, 'search_text'),
    ...Object.entries(t.btree ?? {}).map(([name, cols]) => `create index "${name}" on "${t.search}" (${cols})`),
  ],
  functionSql: functionSql(t),
  triggers: triggers(t),
}));

/** As the entities declare them: the schema reader does not list TRUNCATE triggers, so those are the migration's alone. */
const declared = (i: number) => LIST_SEARCH_TABLES[i]!.triggers.filter((t) => !t.events.includes('truncate'));
export const ORDER_LIST_SEARCH_TRIGGERS = declared(0);
export const SAVED_RESULT_LIST_SEARCH_TRIGGERS = declared(1);

/** Refills both search tables from the rows (the migration; bulk loads that held the triggers off). */
export const LIST_SEARCH_REBUILD = [ORDERS, VOYAGES].flatMap((t) => [
  `delete from "${t.search}"`,
  `insert into "${t.search}" (${quoted(t).join(', ')}, search_text)
    select ${quoted(t).join(', ')}, ${searchText(t)} from "${t.table}"`,
]);

/** The tables the schema generator leaves alone (no entity: written by the triggers, read by the lists' counts). */
export const LIST_SEARCH_TABLE_NAMES = [ORDERS.search, VOYAGES.search];
