import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MSG } from '../../../shared/validation/messages';

/** A signed-out screen whose feature is still to come: its title, the notice and a way back. */
export function SignedOutNoticePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h1" size="md" fontWeight="semibold">
        {title}
      </Heading>
      <Text fontSize="sm" color="gray.700" data-testid="not-available">
        {MSG.notAvailableYet}
      </Text>
      {children}
      <Link asChild fontSize="sm" color="blue.700">
        <RouterLink to="/login">Back to log in</RouterLink>
      </Link>
    </Stack>
  );
}
