import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py="16" role="status" aria-live="polite">
      <VStack gap="2">
        <Spinner size="md" color="blue.600" />
        <Text fontSize="sm" color="gray.600">
          {label}
        </Text>
      </VStack>
    </Center>
  );
}
