import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { USER_MSG } from '../../../../../shared/validation/user-rules';
import { evictRecord, withNotice } from '../../../app/notice';
import { createUserMutation, deleteUserMutation, updateUserMutation } from '../graphql/users';
import { createUserInput, updateUserInput, type UserForm } from '../utils/user-form';

const REFETCH = ['UsersForOrg'];

/**
 * Create, update and delete a user with the spec's notices ('User Created Successfully', 'User Updated
 * Successfully', 'User Deleted Successfully'); a refusal shows the server's message. Each resolves to
 * null on success, else the message shown.
 */
export function useUserActions() {
  const [create, created] = useMutation(createUserMutation);
  const [update, updated] = useMutation(updateUserMutation);
  const [remove, removed] = useMutation(deleteUserMutation);

  const save = useCallback(
    (id: number | null, organizationId: number, form: UserForm) =>
      id === null
        ? withNotice(
            () =>
              create({
                variables: { input: createUserInput(form, organizationId) },
                refetchQueries: REFETCH,
                awaitRefetchQueries: true,
              }),
            USER_MSG.created,
          )
        : withNotice(() => update({ variables: { id, input: updateUserInput(form) } }), USER_MSG.updated),
    [create, update],
  );

  const deleteUser = useCallback(
    (id: number) =>
      withNotice(
        () => remove({ variables: { id }, refetchQueries: REFETCH, update: evictRecord('User', id) }),
        USER_MSG.deleted,
      ),
    [remove],
  );

  return { save, deleteUser, busy: created.loading || updated.loading || removed.loading };
}
