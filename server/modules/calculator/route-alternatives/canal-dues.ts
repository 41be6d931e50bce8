import { canalDuesWith, readCanalDuesList, type CanalDues } from '../../../../shared/voyage/route-alternatives-dues.js';
import { badInput } from '../../../errors/app-error.js';
import type { CanalDuesInput } from './route-alternatives.types.js';

/**
 * The dues the route alternatives are priced with: the query's figures over the defaults when it gives
 * any, else the order's (the payload's clientQuery.canalDues, as calculate charges them), else the
 * defaults. A figure out of range is refused naming it (the rule of readCanalDuesList, as the order's).
 */
export function readCanalDues(
  input: readonly CanalDuesInput[] | null | undefined,
  ordered: CanalDues | null | undefined = null,
): CanalDues {
  if (!input && ordered) return ordered;
  const read = readCanalDuesList(input ?? []);
  if (read.issue) throw badInput(read.issue.message, read.issue.field);
  return canalDuesWith(read.dues);
}
