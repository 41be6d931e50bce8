import { Alert, type AlertRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageLoader } from './PageLoader';

/** A failure to load or save, in words (the server's message). */
export function ErrorAlert({ message, ...rest }: { message: string } & Omit<AlertRootProps, 'status'>) {
  return (
    <Alert.Root status="error" {...rest}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/** What a loaded view shows: the loader while loading, the error if it failed, else its content. */
export function LoadStatus({
  loading,
  error,
  children,
}: {
  loading: boolean;
  error: string | null;
  children: ReactNode;
}) {
  if (loading) return <PageLoader />;
  if (error) return <ErrorAlert message={error} />;
  return <>{children}</>;
}
