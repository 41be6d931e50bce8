/**
 * The orders list's text search (ADR 0018). One trigram (pg_trgm) GIN index covers the text columns the
 * search row can address on the order itself; a `%x%` search first narrows the orders through it (the
 * joined text contains x whenever one of its parts does), then the exact column test decides. The freight
 * mode and the creator's name are not in it: they are matched in a small query first and become `= any(...)`.
 */

/** The indexed text: the order's name and its trigger-kept list columns, joined. */
export const ORDER_LIST_SEARCH_TEXT =
  `(coalesce("name", '') || '|' || coalesce("list_first_load_port", '') || '|' || ` +
  `coalesce("list_last_discharge_port", '') || '|' || coalesce("list_cargo", '') || '|' || ` +
  `coalesce("list_account", ''))`;

export const ORDER_LIST_SEARCH_INDEX =
  `create index "client_query_list_search_index" on "client_query" ` +
  `using gin (${ORDER_LIST_SEARCH_TEXT} gin_trgm_ops)`;

/** Escapes LIKE wildcards so the search text matches literally, anywhere in the value. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The typed text as the search uses it: trimmed, without NUL (PostgreSQL text cannot hold it); null when empty. */
export function searchNeedle(typed: string | null | undefined): string | null {
  const needle = typed?.replaceAll('\u0000', '').trim();
  return needle ? needle : null;
}

/*
 * The triggers that keep the list columns (functions created by Migration20261126141815_list_scale). Declared
 * on the entities so the schema comparison knows them; the migration holds their DDL.
 */
export const OPERATION_LIST_TRIGGER = {
  name: 'port_operation_list_columns',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  expression:
    'create trigger port_operation_list_columns after insert or delete or update of order_id, operation, port, ' +
    'cargo, account, cargo_qty, max, "index" on port_operation for each row execute function port_operation_list_columns()',
} as const;

export const QTY_MODE_LIST_TRIGGER = {
  name: 'client_query_list_qty_mode',
  timing: 'after',
  events: ['update'],
  expression:
    'create trigger client_query_list_qty_mode after update of qty_mode on client_query for each row ' +
    'when (old.qty_mode is distinct from new.qty_mode) execute function client_query_list_qty_mode()',
} as const;
