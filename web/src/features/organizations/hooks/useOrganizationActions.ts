import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ORG_MSG } from '../../../../../shared/validation/user-rules';
import { evictRecord, withNotice } from '../../../app/notice';
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

  const save = useCallback(
    (id: number | null, form: OrganizationForm) => {
      const input = organizationInputOf(form);
      return id === null
        ? withNotice(
            () => create({ variables: { input }, refetchQueries: REFETCH, awaitRefetchQueries: true }),
            ORG_MSG.created,
          )
        : withNotice(() => update({ variables: { id, input } }), ORG_MSG.updated);
    },
    [create, update],
  );

  const deleteOrganization = useCallback(
    (id: number) =>
      withNotice(
        () => remove({ variables: { id }, refetchQueries: REFETCH, update: evictRecord('Organization', id) }),
        ORG_MSG.deleted,
      ),
    [remove],
  );

  return { save, deleteOrganization, busy: created.loading || updated.loading || removed.loading };
}
