import { badInput } from '../../errors/app-error.js';
import { VESSEL_PAGE } from '../../../shared/validation/vessel-rules.js';
import type { PageRequest } from './vessel.types.js';

/** Largest page number accepted: far beyond any list, small enough that offset x limit stays exact. */
const MAX_PAGE = 1_000_000;

/** Validates paging arguments: offset (pages from 0) and limit (1..1000), with defaults. */
export function readPage(
  offset: number | null | undefined,
  limit: number | null | undefined,
  defaultLimit: number,
): PageRequest {
  const o = offset ?? 0;
  const l = limit ?? defaultLimit;
  if (!Number.isInteger(o) || o < 0 || o > MAX_PAGE) throw badInput('offset must be a page number from 0', 'offset');
  if (!Number.isInteger(l) || l < 1 || l > VESSEL_PAGE.maxLimit) {
    throw badInput(`limit must be between 1 and ${VESSEL_PAGE.maxLimit}`, 'limit');
  }
  return { offset: o, limit: l };
}
