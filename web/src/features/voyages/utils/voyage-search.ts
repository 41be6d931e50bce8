import type { VoyageSearchField } from '../../../__generated__/graphql';

/** The search row's field select, in screen order; the value is the server's `type`. */
export const VOYAGE_SEARCH_FIELDS: readonly { value: VoyageSearchField; label: string }[] = [
  { value: 'SAVE_LABEL', label: 'Voyage Label' },
  { value: 'VESSEL', label: 'Vessel Name' },
  { value: 'NAME', label: 'Name' },
  { value: 'FIRST_LOAD_PORT', label: 'First Load Port' },
  { value: 'LAST_DISCHARGE_PORT', label: 'Last Discharge Port' },
  { value: 'ALL', label: 'All Fields' },
];

/** A voyages search: the text and the column it is matched against (substring, case-insensitive). */
export interface VoyageSearch {
  text: string;
  type: VoyageSearchField;
}

export const EMPTY_VOYAGE_SEARCH: VoyageSearch = { text: '', type: 'SAVE_LABEL' };

export function isVoyageSearchField(value: string): value is VoyageSearchField {
  return VOYAGE_SEARCH_FIELDS.some((f) => f.value === value);
}

/** The search as sent: trimmed, and nothing at all when there is no text. */
export function voyageSearchVariables(search: VoyageSearch): { text?: string; type?: VoyageSearchField } {
  const text = search.text.trim();
  return text ? { text, type: search.type } : {};
}

/** A search is applied (the clear icon shows) once it has text. */
export function isVoyageSearchActive(search: VoyageSearch): boolean {
  return search.text.trim() !== '';
}
