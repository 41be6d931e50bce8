import { useQuery } from '@apollo/client/react';
import { profileQuery } from '../graphql/profile';

/**
 * The signed-in user's profile. Loading it on every guarded screen also checks the stored
 * token with the server, so an expired one is noticed as soon as the app opens.
 */
export function useProfile() {
  const { data, loading, error } = useQuery(profileQuery);
  return { profile: data?.profile ?? null, loading, error };
}
