import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { FLEET_MSG, VESSEL_MSG } from '../../../../../shared/validation/vessel-rules';
import { errorMessage } from '../../../app/graphql-errors';
import { toaster } from '../../../app/toaster';
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
 * server's message as an error notice (spec 2 section 8). Resolves true on success.
 */
export function useSaveVessel() {
  const [create, created] = useMutation(createVesselMutation);
  const [update, updated] = useMutation(updateVesselMutation);
  const [updateFleet, fleetUpdated] = useMutation(updateFleetWithVesselMutation);
  const [discardEntry, discarded] = useMutation(discardFleetEntryMutation);

  const save = useCallback(
    async (target: VesselDialogTarget, form: VesselDialogForm): Promise<boolean> => {
      const options = { refetchQueries: LISTS, awaitRefetchQueries: true };
      try {
        if (target.kind === 'create') {
          await create({ variables: { input: dialogVesselInput(form, 'create') }, ...options });
        } else if (target.kind === 'vessel') {
          await update({ variables: { id: target.id, input: dialogVesselInput(form, 'update') }, ...options });
        } else {
          const variables = { id: target.id, fleet: dialogFleetInput(form), vessel: dialogVesselInput(form, 'update') };
          await updateFleet({ variables, ...options });
        }
        toaster.create({ type: 'success', title: target.kind === 'create' ? VESSEL_MSG.created : VESSEL_MSG.updated });
        return true;
      } catch (error) {
        toaster.create({ type: 'error', title: errorMessage(error) });
        return false;
      }
    },
    [create, update, updateFleet],
  );

  const discard = useCallback(
    async (fleetId: number): Promise<boolean> => {
      try {
        await discardEntry({ variables: { id: fleetId }, refetchQueries: LISTS, awaitRefetchQueries: true });
        toaster.create({ type: 'success', title: FLEET_MSG.deleted });
        return true;
      } catch (error) {
        toaster.create({ type: 'error', title: errorMessage(error) });
        return false;
      }
    },
    [discardEntry],
  );

  const busy = created.loading || updated.loading || fleetUpdated.loading || discarded.loading;
  return { save, discard, busy };
}
