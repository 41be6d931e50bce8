import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { REGISTRATION_MSG } from '../../../../../shared/validation/registration-rules';
import { USER_MSG } from '../../../../../shared/validation/user-rules';
import { errorMessage } from '../../../app/graphql-errors';
import { withNotice } from '../../../app/notice';
import { listCreatedUser } from '../../users/hooks/user-cache';
import { createUserInput, type UserForm } from '../../users/utils/user-form';
import {
  convertRegistrationMutation,
  dismissRegistrationMutation,
  registrationRequestsQuery,
} from '../graphql/registrations';

const REFETCH = ['RegistrationRequests'];

/** Pending registration requests of an organization, and turning one into a user or dismissing it. */
export function useRegistrationRequests(organizationId: number) {
  const { data, loading, error } = useQuery(registrationRequestsQuery, {
    variables: { organizationId },
    fetchPolicy: 'cache-and-network',
  });
  const [convert, converting] = useMutation(convertRegistrationMutation);
  const [dismiss, dismissing] = useMutation(dismissRegistrationMutation);

  /** Resolves null when the user was created, else the message shown. */
  const convertRequest = useCallback(
    (id: number, form: UserForm, targetOrganizationId: number | null) => {
      const { email: _fixed, organizationId: _org, ...user } = createUserInput(form, 0);
      return withNotice(
        () =>
          convert({
            variables: { id, input: { ...user, organizationId: targetOrganizationId } },
            refetchQueries: REFETCH,
            awaitRefetchQueries: true,
            // The new user joins the users table in the cache; the users list is not fetched again.
            update: (cache, { data: answer }) => listCreatedUser(cache, answer?.convertRegistrationRequest),
          }),
        USER_MSG.created,
      );
    },
    [convert],
  );

  const dismissRequest = useCallback(
    (id: number) =>
      withNotice(
        () => dismiss({ variables: { id }, refetchQueries: REFETCH, awaitRefetchQueries: true }),
        REGISTRATION_MSG.dismissed,
      ),
    [dismiss],
  );

  return {
    requests: data?.registrationRequests ?? [],
    loading: loading && !data,
    error: error ? errorMessage(error) : null,
    convertRequest,
    dismissRequest,
    busy: converting.loading || dismissing.loading,
  };
}
