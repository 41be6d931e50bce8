import { z } from 'zod';
import { MAX_ID, numberField } from '../../shared/validation/boundary.js';
import { parseInput } from '../errors/parse-input.js';

/**
 * The optional `version` of a REST update (ADR 0013): the version of the record the client loaded, read
 * by the boundary's number rule (a whole number from 1). Absent, null or "": no version, the save is not
 * checked (the legacy clients' behaviour). A stale one makes the service answer CONFLICT (HTTP 409).
 */
const versionOf = (name: string) => z.looseObject({ [name]: numberField({ integer: true, min: 1, max: MAX_ID }) });

/** `version` (or another key, e.g. `vesselVersion`) of a JSON object body or a query; null when absent. */
export function versionParam(source: unknown, name = 'version'): number | null {
  if (source === null || typeof source !== 'object' || Array.isArray(source)) return null;
  const read = parseInput(versionOf(name), source) as Record<string, number | null | undefined>;
  return read[name] ?? null;
}
