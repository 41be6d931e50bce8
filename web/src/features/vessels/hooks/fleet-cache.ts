import type { ApolloCache } from '@apollo/client';
import { removeFromConnections } from '../../../lib/connection/connection-cache';
import type { FleetRow } from '../utils/vessel-dialog-form';

/** The fields a fleet entry takes from its catalogue vessel (the server copies them into every such entry). */
const FROM_VESSEL = ['vesselName', 'dwt', 'vesselSnapshot', 'vesselVersion'] as const;

/**
 * A saved fleet entry's answer is normalised by its id (its row follows); when it was made from a catalogue
 * vessel, the other cached entries made from the same vessel take the vessel's fields from it, as the server
 * updated them, instead of the Fleet List being fetched again.
 */
export function followSavedEntry(cache: ApolloCache, saved: FleetRow | null | undefined) {
  if (!saved || saved.vesselId == null) return;
  const self = cache.identify({ __typename: 'FleetEntry', id: saved.id });
  for (const key of Object.keys(cache.extract() as Record<string, unknown>)) {
    if (!key.startsWith('FleetEntry:') || key === self) continue;
    cache.modify({
      id: key,
      fields: (value, { fieldName, readField }) => {
        if (readField('vesselId') !== saved.vesselId) return value;
        const field = FROM_VESSEL.find((f) => fieldName === f);
        return field ? saved[field] : value;
      },
    });
  }
}

/** A discarded fleet entry taken out of the cached Fleet List pages (uncounted) and evicted. */
export function unlistFleetEntry(cache: ApolloCache, nodeId: string | undefined) {
  removeFromConnections(
    cache,
    ['fleetEntriesConnection'],
    nodeId ? cache.identify({ __typename: 'FleetEntry', id: nodeId }) : undefined,
  );
}

/**
 * A catalogue vessel saved from the Vessel List: the entries made from it changed on the server in ways the
 * answer (a Vessel) does not carry, so the cached Fleet List pages are dropped; the Fleet List tab asks for
 * its first page when shown, as it always does.
 */
export function dropFleetLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'fleetEntriesConnection' });
  cache.gc();
}
