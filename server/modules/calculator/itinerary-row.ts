import { GraphQLError, GraphQLScalarType } from 'graphql';
import type { GradeAmounts, LegSpeed, RowResult } from './calculator.types.js';
import { OperationType } from '../orders/order.enums.js';
import type { ItineraryRowJson as SharedItineraryRowJson } from '../../../shared/contract/itinerary-row.js';

/**
 * The heavy, leaf-only parts of a vessel's result as one value each (ADR 0021, addendum 2).
 *
 * `VesselResult.itineraryRows`: the itinerary row table as a list of `ItineraryRow`
 * scalars, one JSON object per row, with exactly the fields, names, nesting and values the deprecated
 * `portToPortOperationResultMap { ...every field }` answers. graphql-js completes a row as one value instead
 * of about 60 fields (the row table was two thirds of the values of a 200-vessel `calculate`).
 */

/** The wire shape of one row, declared once in shared/contract/itinerary-row.ts (the web reads the same type). */
export type ItineraryRowJson = SharedItineraryRowJson<keyof typeof OperationType>;

const GRADES = '{ hs, ls, mgo } (t, or t/day for consumptions; hs 0.5 % sulphur, ls 0.1 %, mgo)';

/**
 * An output-only scalar answering a value built by this module (a row, an explanation) as it is; `shows`
 * tells its own values from anything else a resolver might hand it by mistake.
 */
function outputOnlyScalar<T>(name: string, description: string, shows: (value: object) => boolean) {
  const refuse = (): never => {
    throw new GraphQLError(`${name} is an output type only`);
  };
  return new GraphQLScalarType<never, T>({
    name,
    description,
    serialize(value: unknown): T {
      if (typeof value !== 'object' || value === null || !shows(value)) {
        throw new GraphQLError(`${name} cannot represent ${JSON.stringify(value)}`);
      }
      return value as T;
    },
    parseValue: refuse,
    parseLiteral: refuse,
  });
}

export const ItineraryRowScalar = outputOnlyScalar<ItineraryRowJson>(
  'ItineraryRow',
  [
    'One itinerary row for one vessel as a single JSON object (output only): the sea leg arriving at it and',
    'the stay there. The same fields and values as RowResult (see its field descriptions), in one value:',
    'index (Int, from 0 = Commence), rowId (ID of the port operation), operation (an OperationType name, e.g.',
    'LOADING), port (String), arrivalTime and departureTime (ISO-8601 UTC instants), distNormal and distEca',
    '(nm of the leg arriving here, outside and inside ECA), speedNormal and speedEca (effective knots),',
    'legSpeed (null on Commence, else { condition: "ballast" | "laden", tableRow: Int or null, knots,',
    `consumption: ${GRADES}, knotsEca, consumptionEca }), seaDays, seaDaysNormal, seaDaysEca, portDays,`,
    'workingDays, idleDays, waitingDays (days), timeZone (IANA zone of the port, or null), cargoTx (t, or',
    'null when a manual value is not a number), onHire (Boolean), co2 (t), seaFuel, portFuel, bunkersOnArrival',
    `and bunkersOnDeparture (each ${GRADES}).`,
  ].join(' '),
  (value) => 'rowId' in value,
);

/**
 * `VesselResult.explanation`: the vessel's Explanation with every field selected, as one value. Completed
 * from the schema's own Explanation type (server/graphql/whole-value.ts), so it follows that type as it grows.
 */
export const ExplanationValueScalar = outputOnlyScalar<unknown>(
  'ExplanationValue',
  "One vessel's Explanation as a single JSON object (output only): exactly what the Explanation type answers " +
    'with every field selected, at every depth (see that type and its fields for names, units and meaning): ' +
    'the same names and nesting, enum values by name, null where a nullable field has no value (canalDues when ' +
    'the order charges none).',
  (value) => 'tcEq' in value,
);

/** GraphQL enum names by the engine's operation values ('Loading' -> 'LOADING'), as the enum field answers. */
const OPERATION_NAME = new Map(
  Object.entries(OperationType).map(([name, value]) => [value as string, name as keyof typeof OperationType]),
);

const grades = (g: GradeAmounts): GradeAmounts => ({ hs: g.hs, ls: g.ls, mgo: g.mgo });

function legSpeedJson(s: LegSpeed | null): ItineraryRowJson['legSpeed'] {
  if (s === null) return null;
  return {
    condition: s.condition,
    tableRow: s.tableRow,
    knots: s.knots,
    consumption: grades(s.consumption),
    knotsEca: s.knotsEca,
    consumptionEca: grades(s.consumptionEca),
  };
}

/** A row of the GraphQL result (toVesselResultGql) on the wire, with its port's time zone. */
export function toItineraryRow(row: RowResult, timeZone: string | null): ItineraryRowJson {
  const operation = OPERATION_NAME.get(row.operation);
  if (operation === undefined) throw new GraphQLError(`ItineraryRow: unknown operation ${row.operation}`);
  return {
    index: row.index,
    rowId: row.rowId,
    operation,
    port: row.port,
    arrivalTime: row.arrivalTime,
    departureTime: row.departureTime,
    distNormal: row.distNormal,
    distEca: row.distEca,
    speedNormal: row.speedNormal,
    speedEca: row.speedEca,
    legSpeed: legSpeedJson(row.legSpeed),
    seaDays: row.seaDays,
    seaDaysNormal: row.seaDaysNormal,
    seaDaysEca: row.seaDaysEca,
    portDays: row.portDays,
    workingDays: row.workingDays,
    idleDays: row.idleDays,
    waitingDays: row.waitingDays,
    timeZone,
    cargoTx: row.cargoTx,
    onHire: row.onHire,
    co2: row.co2,
    seaFuel: grades(row.seaFuel),
    portFuel: grades(row.portFuel),
    bunkersOnArrival: grades(row.bunkersOnArrival),
    bunkersOnDeparture: grades(row.bunkersOnDeparture),
  };
}
