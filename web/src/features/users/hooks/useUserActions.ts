import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { USER_MSG } from '../../../../../shared/validation/user-rules';
import { errorMessage } from '../../../app/graphql-errors';
import { toaster } from '../../../app/toaster';
import { createUserMutation, deleteUserMutation, updateUserMutation } from '../graphql/users';
import { createUserInput, updateUserInput, type UserForm } from '../utils/user-form';

const REFETCH = ['UsersForOrg'];

/**
 * Create, update and delete a user with the spec's notices ('User Created Successfully', 'User Updated
 * Successfully', 'User Deleted Successfully'); a refusal shows the server's message. Each resolves true
 * on success.
 */
export function useUserActions() {
  const [create, created] = useMutation(createUserMutation);
  const [update, updated] = useMutation(updateUserMutation);
  const [remove, removed] = useMutation(deleteUserMutation);

  const run = useCallback(async (work: () => Promise<unknown>, success: string): Promise<boolean> => {
    try {
      await work();
      toaster.create({ type: 'success', title: success });
      return true;
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error) });
      return false;
    }
  }, []);

  const save = useCallback(
    (id: number | null, organizationId: number, form: UserForm) =>
      id === null
        ? run(
            () =>
              create({
                variables: { input: createUserInput(form, organizationId) },
                refetchQueries: REFETCH,
                awaitRefetchQueries: true,
              }),
            USER_MSG.created,
          )
        : run(() => update({ variables: { id, input: updateUserInput(form) } }), USER_MSG.updated),
    [create, update, run],
  );

  const deleteUser = useCallback(
    (id: number) =>
      run(
        () =>
          remove({
            variables: { id },
            refetchQueries: REFETCH,
            update: (cache) => {
              cache.evict({ id: cache.identify({ __typename: 'User', id }) });
              cache.gc();
            },
          }),
        USER_MSG.deleted,
      ),
    [remove, run],
  );

  return { save, deleteUser, busy: created.loading || updated.loading || removed.loading };
}
