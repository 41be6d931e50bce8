import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ORG_MSG } from '../../../../../shared/validation/user-rules';
import { errorMessage } from '../../../app/graphql-errors';
import { toaster } from '../../../app/toaster';
import {
  createOrganizationMutation,
  deleteOrganizationMutation,
  updateOrganizationMutation,
} from '../graphql/organizations';
import { organizationInputOf, type OrganizationForm } from '../utils/organization-form';

const REFETCH = ['OrganizationsList'];

/**
 * Create, update and delete an organization with the spec's notices ('Created successfully', 'Updated
 * successfully'); a refusal shows the server's message (a delete names what still holds the
 * organization). Each resolves to null on success, else the message shown.
 */
export function useOrganizationActions() {
  const [create, created] = useMutation(createOrganizationMutation);
  const [update, updated] = useMutation(updateOrganizationMutation);
  const [remove, removed] = useMutation(deleteOrganizationMutation);

  const run = useCallback(async (work: () => Promise<unknown>, success: string): Promise<string | null> => {
    try {
      await work();
      toaster.create({ type: 'success', title: success });
      return null;
    } catch (error) {
      const message = errorMessage(error);
      toaster.create({ type: 'error', title: message });
      return message;
    }
  }, []);

  const save = useCallback(
    (id: number | null, form: OrganizationForm) => {
      const input = organizationInputOf(form);
      return id === null
        ? run(
            () => create({ variables: { input }, refetchQueries: REFETCH, awaitRefetchQueries: true }),
            ORG_MSG.created,
          )
        : run(() => update({ variables: { id, input } }), ORG_MSG.updated);
    },
    [create, update, run],
  );

  const deleteOrganization = useCallback(
    (id: number) =>
      run(
        () =>
          remove({
            variables: { id },
            refetchQueries: REFETCH,
            update: (cache) => {
              cache.evict({ id: cache.identify({ __typename: 'Organization', id }) });
              cache.gc();
            },
          }),
        ORG_MSG.deleted,
      ),
    [remove, run],
  );

  return { save, deleteOrganization, busy: created.loading || updated.loading || removed.loading };
}
