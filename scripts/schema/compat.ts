import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

/** A breaking change made on purpose, listed in schema-changes.json with the reason integrators are told. */
export interface DeliberateChange {
  /** The change as the schema diff states it, e.g. "Field 'Order.cve' was removed". */
  message: string;
  reason: string;
}

export interface CompatReport {
  /** Breaking changes since the release that are not listed as deliberate: the check fails on these. */
  unlisted: string[];
  /** Listed changes that no longer occur: stale entries, which the check also refuses. */
  stale: string[];
  /** Every change found, by criticality, for the report. */
  counts: Record<'breaking' | 'dangerous' | 'safe', number>;
}

/**
 * Compares the schema with the last released one (issue #20 item 6) using GraphQL Inspector's diff:
 * every breaking change must be listed as deliberate, and every listed change must still occur.
 */
export async function checkCompat(
  releasedSdl: string,
  currentSdl: string,
  deliberate: readonly DeliberateChange[],
): Promise<CompatReport> {
  const changes: Change[] = await diff(buildSchema(releasedSdl), buildSchema(currentSdl));
  const breaking = changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking).map((c) => c.message);
  const listed = new Set(deliberate.map((d) => d.message));
  const found = new Set(breaking);
  const level = (l: CriticalityLevel) => changes.filter((c) => c.criticality.level === l).length;
  return {
    unlisted: breaking.filter((m) => !listed.has(m)),
    stale: [...listed].filter((m) => !found.has(m)),
    counts: {
      breaking: breaking.length,
      dangerous: level(CriticalityLevel.Dangerous),
      safe: level(CriticalityLevel.NonBreaking),
    },
  };
}
