import { z } from 'zod';

/**
 * The answers' shapes, written in zod and emitted as JSON Schema 2020-12 (`z.toJSONSchema`) into the OpenAPI
 * document's components. Objects are open (legacy answers carry more fields than a client needs); the fields
 * named here are the ones the legacy client reads and the contract test holds real answers to.
 */
const id = z.number().int().positive();
const text = z.string();
const maybeText = z.string().nullable();
const maybeNumber = z.number().nullable();
const isoDate = z.string().describe('ISO 8601 date-time');

export const ApiError = z
  .looseObject({
    error: text.describe('The user-facing message'),
    code: text.describe('BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, ... (httpStatusFor)'),
    field: text.optional().describe('The refused input, by its path (cargoList[0].port, body, ...)'),
    errors: z.array(z.unknown()).optional().describe('Order forms: every message, not only the first'),
  })
  .describe('Every refusal: { error, code, field? } with the HTTP status of its code');

export const Message = z.looseObject({ message: text });

const page = <T extends z.ZodType>(row: T) =>
  z.looseObject({
    content: z.array(row),
    totalElements: z.number().int().min(0),
    totalPages: z.number().int().min(0),
    number: z.number().int().min(0).describe('The page index (the request offset)'),
    size: z.number().int().min(1).describe('The page size (the request limit)'),
  });

export const Session = z.looseObject({ token: text.describe('Bearer token for the Authorization header') });
export const Profile = z.looseObject({
  id,
  email: text,
  organizationId: id,
  roles: z.array(z.looseObject({ name: text })),
  allowedRoutes: z.array(text),
});
export const Health = z.object({ status: z.enum(['ok', 'starting']), database: text, version: text });

export const OrderRow = z.looseObject({ id, createdDate: isoDate });
export const OrderPage = page(OrderRow);
export const Order = z.looseObject({
  id,
  organizationId: id,
  userId: id.nullable(),
  createdUserName: text,
  createdDate: isoDate,
  version: z.number().int(),
  unmatchedPorts: z.array(z.looseObject({ field: text })).optional(),
});
export const CargoRow = z.looseObject({ id, cargoId: id, queryId: id, index: z.number().int() });
export const ExtraDetail = z.looseObject({ id, cargoId: id, queryId: id });

export const FleetRow = z.looseObject({
  id,
  vesselName: text,
  vesselId: id.nullable(),
  dateOpening: isoDate,
  port: maybeText,
  lat: maybeNumber,
  lng: maybeNumber,
  userId: id,
  organizationId: id,
  version: z.number().int(),
});
export const FleetPage = page(FleetRow);
export const FleetChange = z.looseObject({ message: text, content: z.array(FleetRow).optional() });

export const VesselRow = z.looseObject({ id, vesselName: text, vesselDwt: maybeNumber, vesselIMO: z.unknown() });
export const VesselPage = page(VesselRow);
export const Vessel = z.looseObject({ id, vesselName: text, version: z.number().int() });

export const Port = z.looseObject({ id, name: text, country: maybeText, lat: z.number(), lng: z.number() });
export const PortDistances = z
  .record(
    text,
    z.looseObject({ distNormal: z.number(), distEca: z.number(), distance: z.number(), overridden: z.boolean() }),
  )
  .describe('Legs keyed "from_to" as the ports were sent');
export const SavedDistance = z.looseObject({ id, openingPort: text, endingPort: text });

export const VesselResult = z.looseObject({
  fleetId: text,
  tcEq: z.number().describe('Time-charter equivalent, USD/day'),
  warnings: z.array(z.unknown()),
  savedResultId: id.optional(),
});
export const CalculationAnswer = z.record(text, VesselResult).describe('Results keyed by fleet id (as sent)');
export const SavedResultRow = z.looseObject({ id, createdDate: isoDate });
export const SavedResultPage = page(SavedResultRow);

/** Any JSON object: answers not pinned down field by field (admin lists, mail, registrations). */
export const AnyObject = z.looseObject({});
export const AnyList = z.array(z.unknown());
export const Id = id.describe('The id of the created row');
export const CargoRows = z.array(CargoRow);
export const ExtraDetails = z.array(ExtraDetail);
export const Ports = z.array(Port);
export const FleetRows = z.array(FleetRow);

/** An API token as GET /api-tokens lists it (never its secret or hash). */
export const ApiTokenRow = z.object({
  id,
  name: text,
  scope: z.enum(['READ', 'READ_WRITE']),
  createdBy: maybeText.describe('Full name of the administrator who created it; null once that user is deleted'),
  createdAt: isoDate,
  lastUsedAt: isoDate.nullable().describe('Written at most once a minute'),
  revokedAt: isoDate.nullable(),
});
export const ApiTokenRows = z.array(ApiTokenRow);
export const CreatedApiToken = z.object({
  token: text.describe('vat_<id>_<secret>: shown this once, stored only as a hash'),
  apiToken: ApiTokenRow,
});
