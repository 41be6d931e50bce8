import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
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
import { dialogFleetInput, dialogVesselInput, type VesselDialogForm } from '../utils/vessel-dialog-form';
import { listCreatedVessel } from './vessel-cache';

/** What the dialog saves: a new catalogue vessel, a catalogue vessel, or a fleet entry with its vessel. */
export type VesselDialogTarget = { kind: 'create' } | { kind: 'vessel'; id: number } | { kind: 'fleet'; id: number };

/** The Fleet List is still an offset page: it is fetched again after a save (the Vessel List is not). */
const LISTS = ['FleetList'];

/**
 * The dialog's Add / Update and Discard: a created vessel joins the cached Vessel List pages and an
 * updated one is normalised by its id (the Vessel List is not fetched again); an update, a fleet entry's
 * save or a discard fetches the Fleet List again (still offset pages). Each shows the spec's notice, or the
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
      const options = { refetchQueries: LISTS, awaitRefetchQueries: true };
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
          // made from the vessel follow it on the server, so the Fleet List is fetched again.
          return update({ variables: { id: target.id, input, version }, ...options });
        }
        const fleet = dialogFleetInput(form);
        const variables = {
          id: target.id,
          fleet,
          vessel: dialogVesselInput(form, 'update'),
          version,
          vesselVersion: form.vesselVersion,
        };
        return updateFleet({ variables, ...options });
      };
      if (target.kind !== 'create') return saveWithNotice(work, VESSEL_MSG.updated);
      return (await withNotice(work, VESSEL_MSG.created)) === null;
    },
    [create, update, updateFleet],
  );

  const discard = useCallback(
    async (fleetId: number): Promise<boolean> =>
      (await withNotice(
        () => discardEntry({ variables: { id: fleetId }, refetchQueries: LISTS, awaitRefetchQueries: true }),
        FLEET_MSG.deleted,
      )) === null,
    [discardEntry],
  );

  const busy = created.loading || updated.loading || fleetUpdated.loading || discarded.loading;
  return { save, discard, busy };
}
