import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { UNGUARDED_TITLES } from '../app/route-titles';
import { RequestRegistrationForm } from '../features/registrations/components/RequestRegistrationForm';

/** /request_signup: ask an administrator for an account. */
export function RequestSignupPage() {
  return (
    <Stack gap="3">
      <Heading as="h1" size="md" fontWeight="semibold">
        {UNGUARDED_TITLES['/request_signup']}
      </Heading>
      <Text fontSize="sm" color="gray.600">
        Tell us who you are; an administrator of your organization reviews the request.
      </Text>
      <RequestRegistrationForm />
      <Link asChild fontSize="sm" color="blue.700">
        <RouterLink to="/login">Back to log in</RouterLink>
      </Link>
    </Stack>
  );
}
