import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { FLEET_MSG, VESSEL_MSG } from '../../../../../shared/validation/vessel-rules';
import { withNotice } from '../../../app/notice';
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
      const work = () => {
        if (target.kind === 'create') {
          return create({ variables: { input: dialogVesselInput(form, 'create') }, ...options });
        }
        if (target.kind === 'vessel') {
          return update({ variables: { id: target.id, input: dialogVesselInput(form, 'update') }, ...options });
        }
        const variables = { id: target.id, fleet: dialogFleetInput(form), vessel: dialogVesselInput(form, 'update') };
        return updateFleet({ variables, ...options });
      };
      return (await withNotice(work, target.kind === 'create' ? VESSEL_MSG.created : VESSEL_MSG.updated)) === null;
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
