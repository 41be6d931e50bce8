import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ORG_MSG } from '../../../../../shared/validation/user-rules';
import { withNotice, type RecordRef } from '../../../app/notice';
import { saveWithNotice } from '../../../lib/conflict/save-notice';
import {
  createOrganizationMutation,
  deleteOrganizationMutation,
  updateOrganizationMutation,
} from '../graphql/organizations';
import { organizationInputOf, type OrganizationForm } from '../utils/organization-form';
import { listCreatedOrganization, unlistOrganization } from './organization-cache';

/**
 * Create, update and delete an organization with the spec's notices ('Created successfully', 'Updated
 * successfully'); a refusal shows the server's message (a delete names what still holds the
 * organization). A save resolves to its SaveOutcome (a stale update: the CONFLICT message); a delete to
 * null on success, else the message shown. No list is fetched again: a created organization is put into the
 * cached list at its place, an updated one follows by id, a deleted one leaves it (organization-cache.ts).
 */
export function useOrganizationActions() {
  const [create, created] = useMutation(createOrganizationMutation);
  const [update, updated] = useMutation(updateOrganizationMutation);
  const [remove, removed] = useMutation(deleteOrganizationMutation);

  const save = useCallback(
    async (id: number | null, form: OrganizationForm, version: number | null = null) => {
      const input = organizationInputOf(form);
      return id === null
        ? (await withNotice(
            () =>
              create({
                variables: { input },
                update: (cache, { data }) => listCreatedOrganization(cache, data?.createOrganization),
              }),
            ORG_MSG.created,
          )) === null
        : saveWithNotice(() => update({ variables: { id, input, version } }), ORG_MSG.updated);
    },
    [create, update],
  );

  const deleteOrganization = useCallback(
    (org: RecordRef) =>
      withNotice(
        () =>
          remove({
            variables: { id: org.databaseId },
            update: (cache) => unlistOrganization(cache, org.id),
          }),
        ORG_MSG.deleted,
      ),
    [remove],
  );

  return { save, deleteOrganization, busy: created.loading || updated.loading || removed.loading };
}
