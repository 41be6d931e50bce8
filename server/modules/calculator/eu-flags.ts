import type { CalculationPayload } from '../../../shared/contract/calculation/index.js';
import type { NormalisedCalculation } from './legacy-payload.js';

/**
 * The EU/EEA flags a calculation payload leaves to the port table (voyage-model section 12: the flag of a
 * port comes from the port table, never typed): a cargo row without `isEu`, a fleet entry without
 * `isEuOpenPort`. A flag the payload sends is kept as sent (an explicit flag wins).
 */
export interface EuFlagRequest {
  /** For each engine row, the port to look up; null when the row sent its flag, or has no row of the payload. */
  rows: (string | null)[];
  /** For each fleet entry, its open port to look up; null when it sent its flag. */
  fleet: (string | null)[];
}

/** Reads, from the payload, which flags the server fills (rows by their engine order). */
export function euFlagRequest(p: CalculationPayload, sources: (number | null)[]): EuFlagRequest {
  const unsent = (flag: boolean | null, port: string) => (flag === null && port.trim() !== '' ? port : null);
  return {
    rows: sources.map((src) => {
      const row = src === null ? undefined : p.cargoList[src];
      return row ? unsent(row.isEu, row.port) : null;
    }),
    fleet: p.fleetList.map((e) => unsent(e.isEuOpenPort, e.port)),
  };
}

/** Port names to their EU/EEA flag (server/modules/ports/eu-flags.ts, one query). */
export type EuFlagLookup = (names: string[]) => Promise<(name: string) => boolean>;

/** The calculation with the flags it left out filled from the port table; the same calculation when none. */
export async function withEuFlags(calc: NormalisedCalculation, lookup: EuFlagLookup): Promise<NormalisedCalculation> {
  const { rows, fleet } = calc.euFlags;
  const names = [...rows, ...fleet].filter((n): n is string => n !== null);
  if (names.length === 0) return calc;
  const isEu = await lookup(names);
  const flag = (name: string | null | undefined, sent: boolean) => (name ? isEu(name) : sent);
  const { input } = calc;
  return {
    ...calc,
    input: {
      ...input,
      rows: input.rows.map((r, i) => ({ ...r, isEu: flag(rows[i], r.isEu) })),
      fleet: input.fleet.map((e, i) => ({ ...e, isEuOpenPort: flag(fleet[i], e.isEuOpenPort) })),
    },
  };
}
