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

/** What the dialog saves: a new catalogue vessel, a catalogue vessel, or a fleet entry with its vessel. */
export type VesselDialogTarget = { kind: 'create' } | { kind: 'vessel'; id: number } | { kind: 'fleet'; id: number };

const LISTS = ['VesselList', 'FleetList'];

/**
 * The dialog's Add / Update and Discard: each refreshes both lists and shows the spec's notice, or the
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
          return create({ variables: { input: dialogVesselInput(form, 'create') }, ...options });
        }
        if (target.kind === 'vessel') {
          const input = dialogVesselInput(form, 'update');
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
