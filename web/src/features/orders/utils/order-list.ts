import type { OrderSearchField, OrderSearchInput } from '../../../__generated__/graphql';
import { endOfUtcDay, parseDay } from '../../../lib/format';

/** Page size of the orders tables (spec 1 section 9). */
export const ORDERS_PAGE_SIZE = 10;

/** The text columns of the search row, each searched on its own column by the server. */
export const TEXT_SEARCH_COLUMNS = [
  { key: 'name', label: 'Name', type: 'NAME' },
  { key: 'firstLoadPort', label: 'First Load Port', type: 'FIRST_LOAD_PORT' },
  { key: 'lastDischargePort', label: 'Last Discharge Port', type: 'LAST_DISCHARGE_PORT' },
  { key: 'cargo', label: 'Cargo', type: 'CARGO' },
  { key: 'voyType', label: 'Voy Type', type: 'VOY_TYPE' },
  { key: 'account', label: 'Account', type: 'ACCOUNT' },
  { key: 'createdBy', label: 'Created by', type: 'CREATED_BY' },
] as const satisfies readonly { key: string; label: string; type: OrderSearchField }[];

export type TextSearchKey = (typeof TEXT_SEARCH_COLUMNS)[number]['key'];

/**
 * What the search row holds: a text per column (every one typed must match, so the columns combine)
 * beside the quantity and date ranges.
 */
export interface OrderSearchDraft {
  texts: Partial<Record<TextSearchKey, string>>;
  loadQtyFrom: string;
  loadQtyTo: string;
  /** DD/MMM/yyyy as typed or picked: a UTC day, as the table's Created on shows it. */
  createdFrom: string;
  createdTo: string;
}

export const EMPTY_SEARCH: OrderSearchDraft = {
  texts: {},
  loadQtyFrom: '',
  loadQtyTo: '',
  createdFrom: '',
  createdTo: '',
};

const num = (s: string) => (s.trim() === '' || !Number.isFinite(Number(s)) ? undefined : Number(s));

/** The created-date fields of a draft that hold text which is not a DD/MMM/yyyy day. */
export function unreadableSearchDates(draft: OrderSearchDraft): ('createdFrom' | 'createdTo')[] {
  return (['createdFrom', 'createdTo'] as const).filter((f) => draft[f].trim() !== '' && !parseDay(draft[f]));
}

/** The GraphQL search input of a draft; undefined when the draft searches for nothing. */
export function toSearchInput(draft: OrderSearchDraft): OrderSearchInput | undefined {
  const input: OrderSearchInput = {};
  const columns = TEXT_SEARCH_COLUMNS.flatMap((c) => {
    const text = draft.texts[c.key]?.trim();
    return text ? [{ column: c.type, text }] : [];
  });
  if (columns.length > 0) input.columns = columns;
  const qtyFrom = num(draft.loadQtyFrom);
  const qtyTo = num(draft.loadQtyTo);
  if (qtyFrom !== undefined) input.loadQtyFrom = qtyFrom;
  if (qtyTo !== undefined) input.loadQtyTo = qtyTo;
  // UTC days, the days the table's Created on shows: from the start of the first to the end of the last.
  const from = parseDay(draft.createdFrom);
  const to = parseDay(draft.createdTo);
  if (from) input.createdFrom = from.toISOString();
  if (to) input.createdTo = endOfUtcDay(to).toISOString();
  return Object.keys(input).length > 0 ? input : undefined;
}

/** 'x-y of n' for a zero-based page: '1-10 of 23', '21-23 of 23', '0-0 of 0'. */
export function pageRangeText(page: number, size: number, total: number, shown: number): string {
  if (total === 0 || shown === 0) return `0-0 of ${total}`;
  const first = page * size + 1;
  return `${first}-${first + shown - 1} of ${total}`;
}

/** The pinned ids after toggling one order, ascending. */
export function togglePinned(pinned: readonly number[], id: number, on: boolean): number[] {
  const set = new Set(pinned);
  if (on) set.add(id);
  else set.delete(id);
  return [...set].sort((a, b) => a - b);
}
