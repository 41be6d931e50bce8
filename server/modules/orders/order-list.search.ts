/**
 * The orders list's text search (ADR 0018). One trigram (pg_trgm) GIN index covers the text columns the
 * search row can address on the order itself; a `%x%` search first narrows the orders through it (the
 * joined text contains x whenever one of its parts does), then the exact column test decides. The freight
 * mode and the creator's name are not in it: they are matched in a small query first and become `= any(...)`.
 */

import { joinedSearchText, trigramIndex } from '../../db/trigram-search.js';

/** The indexed text: the order's name and its trigger-kept list columns, joined. */
export const ORDER_LIST_SEARCH_TEXT = joinedSearchText([
  'name',
  'list_first_load_port',
  'list_last_discharge_port',
  'list_cargo',
  'list_account',
]);

export const ORDER_LIST_SEARCH_INDEX = trigramIndex(
  'client_query_list_search_index',
  'client_query',
  ORDER_LIST_SEARCH_TEXT,
);

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
