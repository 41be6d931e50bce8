import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { VESSEL_MSG } from '../../../../../shared/validation/vessel-rules';
import { errorMessage } from '../../../app/graphql-errors';
import { toaster } from '../../../app/toaster';
import { createVesselMutation } from '../graphql/vessel-lists';
import { listCreatedVessel } from './vessel-cache';
import { dialogVesselInput, type VesselDialogForm } from '../utils/vessel-dialog-form';

/**
 * Creates a catalogue vessel from the Add Vessel dialog's form for a caller that needs the new vessel
 * (Add Fleet's Auto tab links it to the position). The spec's notice on success, the server's message as
 * an error notice otherwise; resolves to the new id, or null when nothing was created.
 */
export function useCreateVessel() {
  const [create, { loading }] = useMutation(createVesselMutation);
  const createVessel = useCallback(
    async (form: VesselDialogForm): Promise<number | null> => {
      try {
        const { data } = await create({
          variables: { input: dialogVesselInput(form, 'create') },
          update: (cache, { data: answer }) => listCreatedVessel(cache, answer?.createVessel),
        });
        const id = data?.createVessel.databaseId ?? null;
        if (id !== null) toaster.create({ type: 'success', title: VESSEL_MSG.created });
        return id;
      } catch (error) {
        toaster.create({ type: 'error', title: errorMessage(error) });
        return null;
      }
    },
    [create],
  );
  return { createVessel, busy: loading };
}
