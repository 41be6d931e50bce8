/**
 * The lists' text search on both databases (ADR 0018): a trigram (pg_trgm) GIN index over a row's searchable
 * columns joined with '|', narrowed by a `%x%` test on that text, then decided by the exact column tests.
 */

/** The indexed text: the columns, each null as '', joined with '|'. */
export function joinedSearchText(columns: readonly string[]): string {
  return `(${columns.map((c) => `coalesce("${c}", '')`).join(" || '|' || ")})`;
}

/** The GIN trigram index over such a text. */
export function trigramIndex(name: string, table: string, text: string): string {
  return `create index "${name}" on "${table}" using gin (${text} gin_trgm_ops)`;
}

/** Escapes LIKE wildcards so the search text matches literally, anywhere in the value. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The typed text as the search uses it: trimmed, without NUL (PostgreSQL text cannot hold it); null when empty. */
export function searchNeedle(typed: string | null | undefined): string | null {
  const needle = typed?.replaceAll('\u0000', '').trim();
  return needle ? needle : null;
}

/**
 * Whether a match of the needle in the joined text could span two columns: only when it contains the
 * separator. Otherwise the joined text contains the needle exactly when one of its columns does, so a search
 * over every joined column needs no per-column test (the per-row cost of a search's count, ADR 0018).
 */
export function spansColumns(needle: string): boolean {
  return needle.includes('|');
}
