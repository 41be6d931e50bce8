import { EngineInputError } from './engine-input-error.js';
import { msFromIso } from './ms-from-iso.js';
import type { VoyageInput } from './types.js';

const NON_NEGATIVE_ROW_FIELDS = [
  'distNormal',
  'distEca',
  'speedNormal',
  'speedECA',
  'cargoQty',
  'tolerance',
  'min',
  'max',
  'turnTime',
  'extraDays',
  'portExp',
  'freight',
  'factor',
] as const;

/**
 * Input the engine cannot compute with, as opposed to the spec's warnings (a zero load rate, an
 * odd water density ... are results). Throws EngineInputError naming the field.
 */
export function validateInput(input: VoyageInput): void {
  checkInput(input);
}

/** validateInput, answering each fleet entry's opening date parsed (epoch ms, by fleet index) for reuse. */
export function checkInput(input: VoyageInput): number[] {
  const { order, rows, fleet } = input;
  if (rows.length === 0) throw new EngineInputError('cargoList', 'The itinerary has no port operations');
  if (rows[0]?.operation !== 'Commence')
    throw new EngineInputError('cargoList[0].operation', 'The first port operation must be Commence');
  if (fleet.length === 0) throw new EngineInputError('fleetList', 'The fleet has no vessel to calculate');
  for (const [field, value] of [
    ['clientQuery.laycanStartDate', order.laycanStartDate],
    ['clientQuery.laycanEndDate', order.laycanEndDate],
  ] as const) {
    if (Number.isNaN(Date.parse(value))) throw new EngineInputError(field, `${field} is not a valid date: '${value}'`);
  }
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    for (const f of NON_NEGATIVE_ROW_FIELDS) {
      const v = row[f];
      if (!Number.isFinite(v) || v < 0)
        throw new EngineInputError(`cargoList[${i}].${f}`, `${row.operation} ${f} must be a number of 0 or more`);
    }
    if (!Number.isFinite(row.rate) || row.rate < 0)
      throw new EngineInputError(`cargoList[${i}].rate`, `${row.operation} rate must not be negative`);
  }
  const seen = new Set<string>();
  const openMs: number[] = new Array<number>(fleet.length);
  for (let i = 0; i < fleet.length; i++) {
    const entry = fleet[i]!;
    if (!entry.id) throw new EngineInputError(`fleetList[${i}].id`, 'Every fleet entry needs an id');
    if (seen.has(entry.id)) throw new EngineInputError(`fleetList[${i}].id`, `Fleet id ${entry.id} appears twice`);
    seen.add(entry.id);
    const opens = msFromIso(entry.dateOpening);
    openMs[i] = opens;
    if (Number.isNaN(opens))
      throw new EngineInputError(
        `fleetList[${i}].dateOpening`,
        `Opening date of ${entry.vesselName || entry.id} is not a valid date`,
      );
    if (!(entry.vessel.vesselDwt > 0))
      throw new EngineInputError(
        `fleetList[${i}].vessel.vesselDwt`,
        `Vessel ${entry.vesselName || entry.id} needs a deadweight above 0`,
      );
    if (entry.vessel.ballast.length !== 4 || entry.vessel.laden.length !== 4) {
      throw new EngineInputError(
        `fleetList[${i}].vessel`,
        `Vessel ${entry.vesselName || entry.id} needs 4 ballast and 4 laden speed rows`,
      );
    }
  }
  return openMs;
}
