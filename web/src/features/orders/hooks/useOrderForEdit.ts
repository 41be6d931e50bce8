import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { MSG } from '../../../../../shared/validation/messages';
import { toaster } from '../../../app/toaster';
import { orderQuery } from '../graphql/orders';

/** One order with its rows, fresh from the server; a failure shows 'Something went wrong.' (spec 1 section 8). */
export function useOrderForEdit(id: number | null) {
  const { data, loading, error } = useQuery(orderQuery, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'network-only',
  });
  useEffect(() => {
    if (error) toaster.create({ type: 'error', title: MSG.somethingWrong });
  }, [error]);
  return { order: id === null ? undefined : data?.order, loading, failed: Boolean(error) };
}
