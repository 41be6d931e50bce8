import { Heading, Text } from '@chakra-ui/react';
import { LoginForm } from '../features/auth/components/LoginForm';

export function LoginPage() {
  return (
    <>
      <Heading as="h1" size="md" fontWeight="semibold" mb="1">
        Log in
      </Heading>
      <Text fontSize="sm" color="gray.600" mb="5">
        Freight orders, fleets and voyage economics for your chartering desk.
      </Text>
      <LoginForm />
    </>
  );
}
