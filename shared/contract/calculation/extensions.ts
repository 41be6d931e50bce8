import { CARGO_ROW_FIELDS } from './cargo-row.fields.js';
import { CLIENT_QUERY_FIELDS } from './client-query.fields.js';
import { EXTRA_DETAIL_FIELDS } from './extra-detail.fields.js';
import type { FieldTable } from './field-spec.js';
import { FLEET_ENTRY_FIELDS } from './fleet-entry.fields.js';
import { VESSEL_FIELDS } from './vessel.fields.js';

/** Bookkeeping of every stored record the legacy client copies back as it read it. */
const STORED = ['createdDate', 'updatedDate', 'createdAt', 'updatedAt', 'userId', 'organizationId'] as const;

/**
 * Documented extensions: names a legacy client really sends in a record of the calculation payload that
 * the engine does not read. Every other name that is neither a field of its table nor one of its aliases
 * is refused, naming it (`fleetList[0].bunkersOnBoardAtSailing is not a field of the calculation payload`),
 * so a misspelling is never a silent default. The names are accepted on REST (GraphQL's typed inputs have
 * no place for them) and dropped before the engine reads the record.
 */
const EXTENSIONS = new Map<FieldTable, readonly string[]>([
  // The order as stored (GET order): its idea of freight, the scrubber filter, access and message, the
  // rows whose port names no port of the table (GET queryById), and its chosen route (issue #21: a payload
  // is priced with the route flags it sends; the web sends the chosen route's, ADR 0029).
  [
    CLIENT_QUERY_FIELDS,
    [...STORED, 'freightIdea', 'scrubberType', 'access', 'message', 'createdUserName', 'unmatchedPorts', 'routeChoice'],
  ],
  // A port operation as stored: remarks, agents, times, its route drawing, the legacy total commission,
  // and the port table row it names or its custom-point flag.
  [
    CARGO_ROW_FIELDS,
    [
      ...STORED,
      'orderId',
      'portId',
      'customPoint',
      'stowage',
      'portStay',
      'isExtra',
      'pdaRemarks',
      'grade',
      'account',
      'country',
      'notes',
      'arrivalTime',
      'departureTime',
      'geoJSON',
      'ttlComm',
    ],
  ],
  // A row's extra details as stored: the row's distances (read from the row itself) and who pays.
  [EXTRA_DETAIL_FIELDS, [...STORED, 'distEca', 'distNormal', 'reserve', 'paidBy']],
  // A fleet row as GET allFleet answers it: its remark, owner, the list's DWT column (the engine reads the
  // vessel record's) and the legacy TC equivalent column.
  [FLEET_ENTRY_FIELDS, [...STORED, 'remark', 'createdUserName', 'dwt', 'tcEq']],
  // The vessel record's descriptive fields: identity, registry, capacities, contacts.
  [
    VESSEL_FIELDS,
    [
      ...STORED,
      'vesselExtraDetails',
      'vesselBeam',
      'vesselGRT',
      'vesselNRT',
      'suezGRT',
      'suezNRT',
      'panamaNT',
      'ifoCapacity',
      'mgoCapacity',
      'vesselBuilt',
      'vesselHolds',
      'vesselHatches',
      'vesselIMO',
      'vesselGears',
      'vesselGrabs',
      'vesselFlag',
      'vesselClass',
      'vesselCO2',
      'vesselAHL',
      'vesselIceClass',
      'vesselType',
      'vesselMMSI',
      'vesselShipyard',
      'vesselShipowner',
      'vesselCountry',
      'vesselSource',
      'subType',
      'callSign',
      'pandIClub',
      'contactName',
      'contactEmail',
      'contactPhone',
    ],
  ],
]);

/** The documented extensions of a table (none for most). */
export function extensionsOf(table: FieldTable): readonly string[] {
  return EXTENSIONS.get(table) ?? [];
}
