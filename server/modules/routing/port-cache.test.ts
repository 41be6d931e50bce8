import { describe, expect, it } from 'vitest';
import { PORT_CACHE_TTL_MS, PortCache, cachedPortLookup } from './port-cache.js';
import type { PortLookup, ResolvedPoint } from './sea-router.js';

const singapore: ResolvedPoint = { name: 'Singapore', lat: 1.26, lng: 103.84, portId: 7 };

/** A look-up that counts its database visits. */
function counting(): { lookup: PortLookup; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    lookup: {
      byId: async (id) => (calls.push(`id ${id}`), id === 7 ? singapore : null),
      byName: async (name) => (calls.push(`name ${name}`), /singapore/i.test(name) ? singapore : null),
    },
  };
}

describe('ports resolved once per TTL', () => {
  it('asks once for the same port however the name is spelled, by name and by id', async () => {
    const { lookup, calls } = counting();
    const ports = cachedPortLookup(lookup, new PortCache());
    expect(await ports.byName('Singapore')).toEqual(singapore);
    expect(await ports.byName('  SINGAPORE ')).toEqual(singapore);
    expect(await ports.byId(7)).toEqual(singapore);
    expect(await ports.byId(7)).toEqual(singapore);
    expect(calls).toEqual(['name Singapore', 'id 7']);
  });

  it('keeps no unknown port, and asks again after the TTL', async () => {
    const { lookup, calls } = counting();
    const cache = new PortCache();
    const ports = cachedPortLookup(lookup, cache);
    expect(await ports.byName('Atlantis')).toBeNull();
    expect(await ports.byName('Atlantis')).toBeNull();
    expect(calls).toEqual(['name Atlantis', 'name Atlantis']);
    const load = () => Promise.resolve(singapore);
    await cache.resolve('k', load, 0);
    let loads = 0;
    await cache.resolve('k', () => (loads++, load()), PORT_CACHE_TTL_MS - 1);
    await cache.resolve('k', () => (loads++, load()), PORT_CACHE_TTL_MS);
    expect(loads).toBe(1);
  });
});
