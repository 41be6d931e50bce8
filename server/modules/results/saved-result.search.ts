/**
 * The voyages list's text search (ADR 0018): one trigram (pg_trgm) GIN index over the searchable columns
 * joined; a `%x%` search narrows the rows through it, then the exact column test decides.
 */
export const SAVED_RESULT_SEARCH_TEXT =
  `(coalesce("save_label", '') || '|' || coalesce("vessel_name", '') || '|' || ` +
  `coalesce("order_name", '') || '|' || coalesce("first_load_port", '') || '|' || ` +
  `coalesce("last_discharge_port", ''))`;

export const SAVED_RESULT_SEARCH_INDEX =
  `create index "saved_result_list_search_index" on "saved_result" ` +
  `using gin (${SAVED_RESULT_SEARCH_TEXT} gin_trgm_ops)`;
