import { Box, Center, Flex, Text } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { ShipMark } from './icons';
import { PageLoader } from './PageLoader';

/** Frame of the signed-out screens: the product mark over one centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Center minH="100vh" px="4" py="10" bg="gray.100">
      <Box w="full" maxW="sm">
        <Flex align="center" justify="center" gap="2" mb="5" color="blue.800">
          <ShipMark size={26} />
          <Text fontSize="lg" fontWeight="semibold" letterSpacing="tight">
            Voyage Estimator
          </Text>
        </Flex>
        <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" shadow="sm" p="6">
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </Box>
      </Box>
    </Center>
  );
}
