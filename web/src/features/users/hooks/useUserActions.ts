import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { USER_MSG } from '../../../../../shared/validation/user-rules';
import { withNotice, type RecordRef } from '../../../app/notice';
import { saveWithNotice } from '../../../lib/conflict/save-notice';
import { removeFromConnections } from '../../../lib/connection/connection-cache';
import { createUserMutation, deleteUserMutation, updateUserMutation } from '../graphql/users';
import { createUserInput, updateUserInput, type UserForm } from '../utils/user-form';
import { listCreatedUser } from './user-cache';

/**
 * Create, update and delete a user with the spec's notices ('User Created Successfully', 'User Updated
 * Successfully', 'User Deleted Successfully'); a refusal shows the server's message. The cached lists
 * follow without being fetched again: a created user is inserted, an update is normalised by its id, a
 * deleted one is taken out and evicted. A save resolves to its SaveOutcome (a stale update: the CONFLICT
 * message); a delete to null on success, else the message shown.
 */
export function useUserActions() {
  const [create, created] = useMutation(createUserMutation);
  const [update, updated] = useMutation(updateUserMutation);
  const [remove, removed] = useMutation(deleteUserMutation);

  const save = useCallback(
    async (id: number | null, organizationId: number, form: UserForm, version: number | null = null) =>
      id === null
        ? (await withNotice(
            () =>
              create({
                variables: { input: createUserInput(form, organizationId) },
                update: (cache, { data }) => listCreatedUser(cache, data?.createUser),
              }),
            USER_MSG.created,
          )) === null
        : saveWithNotice(() => update({ variables: { id, input: updateUserInput(form), version } }), USER_MSG.updated),
    [create, update],
  );

  const deleteUser = useCallback(
    (user: RecordRef) =>
      withNotice(
        () =>
          remove({
            variables: { id: user.databaseId },
            update: (cache) =>
              removeFromConnections(cache, ['usersConnection'], cache.identify({ __typename: 'User', id: user.id })),
          }),
        USER_MSG.deleted,
      ),
    [remove],
  );

  return { save, deleteUser, busy: created.loading || updated.loading || removed.loading };
}
