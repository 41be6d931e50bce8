import { normalisePortName } from '../../../shared/ports/normalise-port-name.js';
import type { Em } from '../../db/orm.js';
import { Port } from '../ports/port.entity.js';
import type { PortLookup, ResolvedPoint } from './sea-router.js';

const toPoint = (p: Port): ResolvedPoint => ({
  name: p.name,
  lat: p.lat,
  lng: p.lng,
  portId: p.id,
  country: p.country,
  timeZone: p.timeZone,
});

/**
 * Resolves the ports a distance request names: by id, or by a name or alias that matches exactly
 * once case, accents and punctuation are ignored (a prefix is not enough: a distance to the wrong
 * Newcastle is worse than an error). Among equal names the more important port wins.
 */
export function portLookup(em: Em): PortLookup {
  return {
    byId: async (id) => {
      const port = await em.findOne(Port, { id });
      return port ? toPoint(port) : null;
    },
    byName: async (name) => {
      const q = normalisePortName(name);
      if (!q) return null;
      const [port] = await em.find(
        Port,
        { $or: [{ searchName: q }, { searchAliases: { $like: `%|${q}|%` } }] },
        { orderBy: { importance: 'desc', id: 'asc' }, limit: 1 },
      );
      return port ? toPoint(port) : null;
    },
  };
}
