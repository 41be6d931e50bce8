import { z } from 'zod';
import { boolField, idField, isoDateField, numberField, textField } from '../../../shared/validation/boundary.js';

/**
 * The spec's getPortDistance payload: eca, hra, jwc, suez, panama, singapore, routeOverride, routeList,
 * portList, clientQueryId, queryId, getGeometry (+ userId). The six flags mean: minimise ECA miles,
 * avoid the HRA, avoid JWC listed areas, avoid Suez, avoid Panama, avoid the Singapore Strait.
 * A point is a port (its id, or its name / alias) or a position { lat, lng, name? } (a vessel at sea).
 * `routeList`, when given, lists the pairs to measure ([{ from, to }]) instead of consecutive
 * portList points. `routeOverride` (default true) lets the organization's saved distances win.
 * Extras: `date` (ISO; which ECAs are in force, default now) and `vessel` { draftM, loaM, beamM } (Kiel Canal,
 * St Lawrence Seaway limits).
 */
// Flags, numbers, dates and names by the boundary's one rule set ('Yes' is on here as in the calculation).
const flag = boolField().transform((v) => v ?? false);

const coordinate = (min: number, max: number) => numberField({ min, max });

/** Port names as the port table stores them (200 characters). */
const portName = () => textField({ max: 200 });

const pointObject = z
  .object(
    { id: idField(), name: portName(), port: portName(), lat: coordinate(-90, 90), lng: coordinate(-180, 180) },
    { error: 'A point is a port id, a port name or { lat, lng, name }' },
  )
  .refine((p) => (p.lat != null && p.lng != null) || p.id != null || !!p.name || !!p.port, {
    message: 'A point needs a port id, a port name or both lat and lng',
  });
const POINT_KINDS = {
  number: z.number().int().positive(),
  string: z
    .string()
    .trim()
    .min(1, 'A port name must not be empty')
    .max(200, 'A port name must be at most 200 characters'),
  object: pointObject,
};

export type PointInput = number | string | z.output<typeof pointObject>;

/** A point read by its kind, so a refusal names the bad part (`portList[0].lat`), not just the point. */
export const pointSchema = z.unknown().transform((v, ctx): PointInput => {
  const kind = typeof v === 'number' ? 'number' : typeof v === 'string' ? 'string' : 'object';
  const read = POINT_KINDS[kind].safeParse(v);
  if (read.success) return read.data;
  for (const issue of read.error.issues) ctx.addIssue({ ...issue, code: 'custom', input: v });
  return z.NEVER;
});

export const distanceRequestSchema = z.object({
  eca: flag,
  hra: flag,
  jwc: flag,
  suez: flag,
  panama: flag,
  singapore: flag,
  routeOverride: boolField().transform((v) => v ?? true),
  getGeometry: flag,
  portList: z.array(pointSchema).max(50, 'At most 50 points per request').default([]),
  routeList: z
    .array(z.object({ from: pointSchema, to: pointSchema }))
    .max(50, 'At most 50 pairs per request')
    .optional()
    .nullable(),
  date: isoDateField(),
  vessel: z
    .object({
      draftM: numberField({ positive: true }),
      loaM: numberField({ positive: true }),
      beamM: numberField({ positive: true }),
    })
    .optional()
    .nullable(),
  clientQueryId: z.unknown().optional(),
  queryId: z.unknown().optional(),
  userId: z.unknown().optional(),
});

export type DistanceRequest = z.infer<typeof distanceRequestSchema>;

export interface PointPair {
  from: PointInput;
  to: PointInput;
  /** Request paths of the two points, for errors that name the field. */
  fromField: string;
  toField: string;
}

/** The pairs to measure: routeList when given, else consecutive portList points. */
export function pairsOf(req: DistanceRequest): PointPair[] {
  if (req.routeList && req.routeList.length > 0) {
    return req.routeList.map((p, i) => ({
      from: p.from,
      to: p.to,
      fromField: `routeList[${i}].from`,
      toField: `routeList[${i}].to`,
    }));
  }
  const pairs: PointPair[] = [];
  for (let i = 1; i < req.portList.length; i++) {
    pairs.push({
      from: req.portList[i - 1] as PointInput,
      to: req.portList[i] as PointInput,
      fromField: `portList[${i - 1}]`,
      toField: `portList[${i}]`,
    });
  }
  return pairs;
}

/** The name a point is keyed by in the answer ('portA_portB'): as the client wrote it, where it wrote one. */
export function labelOf(point: PointInput): string | null {
  if (typeof point === 'string') return point;
  if (typeof point === 'number') return null;
  return point.name || point.port || null;
}
