import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { getFragmentData } from '../../../__generated__';
import { FLEET_MSG, VESSEL_MSG } from '../../../../../shared/validation/vessel-rules';
import { withNotice } from '../../../app/notice';
import { saveWithNotice } from '../../../lib/conflict/save-notice';
import type { SaveOutcome } from '../../../lib/conflict/useConflictRecovery';
import {
  createVesselMutation,
  discardFleetEntryMutation,
  updateFleetWithVesselMutation,
  updateVesselMutation,
} from '../graphql/vessel-lists';
import { FleetListTabFragment } from '../components/FleetListTab';
import { dialogFleetInput, dialogVesselInput, type VesselDialogForm } from '../utils/vessel-dialog-form';
import { dropFleetLists, followSavedEntry, unlistFleetEntry } from './fleet-cache';
import { listCreatedVessel } from './vessel-cache';

/** What the dialog saves: a new catalogue vessel, a catalogue vessel, or a fleet entry with its vessel. */
export type VesselDialogTarget = { kind: 'create' } | { kind: 'vessel'; id: number } | { kind: 'fleet'; id: number };

/**
 * The dialog's Add / Update and Discard, with no list fetched again: a created vessel joins the cached
 * Vessel List pages and an updated one is normalised by its id; a saved fleet entry is normalised by its id
 * (entries made from the same catalogue vessel follow it, fleet-cache.ts), a discarded one leaves the cached
 * Fleet List pages; a catalogue vessel's update drops the cached Fleet List pages (its entries changed on
 * the server), fetched when that tab is shown. Each shows the spec's notice, or the
 * server's message as an error notice (spec 2 section 8). Resolves true on success; an update sends the
 * version the dialog loaded (a fleet entry's also its vessel's), and a stale one resolves to the CONFLICT
 * message (ADR 0013).
 */
export function useSaveVessel() {
  const [create, created] = useMutation(createVesselMutation);
  const [update, updated] = useMutation(updateVesselMutation);
  const [updateFleet, fleetUpdated] = useMutation(updateFleetWithVesselMutation);
  const [discardEntry, discarded] = useMutation(discardFleetEntryMutation);

  const save = useCallback(
    async (target: VesselDialogTarget, form: VesselDialogForm, version: number | null = null): Promise<SaveOutcome> => {
      const work = () => {
        if (target.kind === 'create') {
          return create({
            variables: { input: dialogVesselInput(form, 'create') },
            update: (cache, { data }) => listCreatedVessel(cache, data?.createVessel),
          });
        }
        if (target.kind === 'vessel') {
          const input = dialogVesselInput(form, 'update');
          // The answer carries the row's fields: the cached Vessel List row follows it by id. Fleet entries
          // made from the vessel follow it on the server: the cached Fleet List pages are dropped.
          return update({ variables: { id: target.id, input, version }, update: (cache) => dropFleetLists(cache) });
        }
        const fleet = dialogFleetInput(form);
        const variables = {
          id: target.id,
          fleet,
          vessel: dialogVesselInput(form, 'update'),
          version,
          vesselVersion: form.vesselVersion,
        };
        return updateFleet({
          variables,
          update: (cache, { data }) =>
            followSavedEntry(cache, data && getFragmentData(FleetListTabFragment, data.updateFleetWithVessel)),
        });
      };
      if (target.kind !== 'create') return saveWithNotice(work, VESSEL_MSG.updated);
      return (await withNotice(work, VESSEL_MSG.created)) === null;
    },
    [create, update, updateFleet],
  );

  const discard = useCallback(
    async (fleetId: number, nodeId?: string): Promise<boolean> =>
      (await withNotice(
        () => discardEntry({ variables: { id: fleetId }, update: (cache) => unlistFleetEntry(cache, nodeId) }),
        FLEET_MSG.deleted,
      )) === null,
    [discardEntry],
  );

  const busy = created.loading || updated.loading || fleetUpdated.loading || discarded.loading;
  return { save, discard, busy };
}
