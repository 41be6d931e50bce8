import { z } from 'zod';

/**
 * The spec's getPortDistance payload: eca, hra, jwc, suez, panama, singapore, routeOverride, routeList,
 * portList, clientQueryId, queryId, getGeometry (+ userId). The six flags mean: minimise ECA miles,
 * avoid the HRA, avoid JWC listed areas, avoid Suez, avoid Panama, avoid the Singapore Strait.
 * A point is a port (its id, or its name / alias) or a position { lat, lng, name? } (a vessel at sea).
 * `routeList`, when given, lists the pairs to measure ([{ from, to }]) instead of consecutive
 * portList points. `routeOverride` (default true) lets the organization's saved distances win.
 * Extras: `date` (ISO; which ECAs are in force, default now) and `vessel` { draftM, loaM } (Kiel Canal).
 */
const flag = z
  .union([z.boolean(), z.literal('true'), z.literal('false'), z.null()])
  .optional()
  .transform((v) => v === true || v === 'true');

const coordinate = (min: number, max: number, what: string) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .min(min, `${what} must be between ${min} and ${max}`)
    .max(max, `${what} must be between ${min} and ${max}`);

export const pointSchema = z.union([
  z.number().int().positive(),
  z.string().trim().min(1, 'A port name must not be empty'),
  z
    .object({
      id: z.coerce.number().int().positive().optional(),
      name: z.string().trim().optional(),
      port: z.string().trim().optional(),
      lat: coordinate(-90, 90, 'lat').optional().nullable(),
      lng: coordinate(-180, 180, 'lng').optional().nullable(),
    })
    .refine((p) => (p.lat != null && p.lng != null) || p.id !== undefined || !!p.name || !!p.port, {
      message: 'A point needs a port id, a port name or both lat and lng',
    }),
]);

export type PointInput = z.infer<typeof pointSchema>;

export const distanceRequestSchema = z.object({
  eca: flag,
  hra: flag,
  jwc: flag,
  suez: flag,
  panama: flag,
  singapore: flag,
  routeOverride: z
    .union([z.boolean(), z.literal('true'), z.literal('false'), z.null()])
    .optional()
    .transform((v) => !(v === false || v === 'false')),
  getGeometry: flag,
  portList: z.array(pointSchema).max(50, 'At most 50 points per request').default([]),
  routeList: z
    .array(z.object({ from: pointSchema, to: pointSchema }))
    .max(50, 'At most 50 pairs per request')
    .optional()
    .nullable(),
  date: z.string().datetime({ offset: true, message: 'date must be an ISO-8601 instant' }).optional().nullable(),
  vessel: z
    .object({ draftM: z.coerce.number().positive().optional(), loaM: z.coerce.number().positive().optional() })
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
