import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { VESSEL_MSG } from '../../../../../shared/validation/vessel-rules';
import type { VesselInput } from '../../../__generated__/graphql';
import { saveWithNotice } from '../../../lib/conflict/save-notice';
import type { SaveOutcome } from '../../../lib/conflict/useConflictRecovery';
import { saveVesselEditorMutation, vesselEditorQuery } from '../graphql/vessel-editor';

/**
 * The vessel of /vessel/{id} with its extra details. Any failure to load it (an unknown id, another
 * organization's vessel, a malformed id, the network) is 'Vessel information error' (spec 2 section 8).
 */
export function useVesselEditor(id: number | null) {
  const { data, loading, error } = useQuery(vesselEditorQuery, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'network-only',
  });
  return {
    vessel: data?.vessel ?? null,
    loading,
    failed: id === null || (!!error && !data),
  };
}

/**
 * Update Vessel: saves the tables with the version loaded; 'Vessel Updated Successfully' or the server's
 * message. Answers the outcome and, when saved, the vessel's new version (the editor stays open).
 */
export function useSaveVesselEditor() {
  const [mutate, { loading }] = useMutation(saveVesselEditorMutation);
  const save = useCallback(
    async (id: number, input: VesselInput, version: number | null) => {
      let saved: number | null = null;
      const outcome: SaveOutcome = await saveWithNotice(async () => {
        const result = await mutate({ variables: { id, input, version } });
        saved = result.data?.updateVessel.version ?? null;
      }, VESSEL_MSG.updated);
      return { outcome, version: saved as number | null };
    },
    [mutate],
  );
  return { save, saving: loading };
}
