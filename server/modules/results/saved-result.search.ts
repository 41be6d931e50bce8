/**
 * The voyages list's text search (ADR 0018): one trigram (pg_trgm) GIN index over the searchable columns
 * joined; a `%x%` search narrows the rows through it, then the exact column test decides.
 */
import { joinedSearchText, trigramIndex } from '../../db/trigram-search.js';

export const SAVED_RESULT_SEARCH_TEXT = joinedSearchText([
  'save_label',
  'vessel_name',
  'order_name',
  'first_load_port',
  'last_discharge_port',
]);

export const SAVED_RESULT_SEARCH_INDEX = trigramIndex(
  'saved_result_list_search_index',
  'saved_result',
  SAVED_RESULT_SEARCH_TEXT,
);
