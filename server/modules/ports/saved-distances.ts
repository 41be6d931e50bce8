import { normalisePortName } from '../../../shared/ports/normalise-port-name.js';
import type { Em } from '../../db/orm.js';

/** Key of a port pair among an organization's saved distances: case and accents do not matter. */
export const savedPairKey = (from: string, to: string): string => `${normalisePortName(from)}|${normalisePortName(to)}`;

/** One saved distance as the distance answers read it (a PortDistanceOverride row, read only). */
export interface SavedDistance {
  fromPort: string;
  toPort: string;
  /** Null: the pair has only notes and keeps its routed distance. */
  distNormal: number | null;
  distEca: number | null;
  notes: string | null;
}

interface SavedDistanceRow {
  from_port: string;
  to_port: string;
  dist_normal: number | null;
  dist_eca: number | null;
  notes: string | null;
}

const SAVED_DISTANCES_SQL =
  'select from_port, to_port, dist_normal, dist_eca, notes from port_distance_override where organization_id = ?';

/**
 * The organization's saved distances by `savedPairKey`, read with one plain statement on every distance
 * request (ADR 0016: a saved distance may change on any instance at any moment, so it is not cached). The
 * ORM's query building and entity hydration cost more than the query itself on this path (ADR 0028) and
 * nothing here is written back, so the rows are read as plain values; writes stay with the entity.
 */
export async function savedDistancesOf(em: Em, organizationId: number): Promise<Map<string, SavedDistance>> {
  const rows = await em.getConnection().execute<SavedDistanceRow[]>(SAVED_DISTANCES_SQL, [organizationId]);
  const out = new Map<string, SavedDistance>();
  for (const r of rows)
    out.set(savedPairKey(r.from_port, r.to_port), {
      fromPort: r.from_port,
      toPort: r.to_port,
      distNormal: r.dist_normal,
      distEca: r.dist_eca,
      notes: r.notes,
    });
  return out;
}
