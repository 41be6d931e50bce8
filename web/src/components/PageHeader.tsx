import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function PageHeader({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <Box mb="4">
      <Heading as="h1" size="lg" fontWeight="semibold" color="gray.900">
        {title}
      </Heading>
      {subtitle && (
        <Text mt="1" fontSize="sm" color="gray.600">
          {subtitle}
        </Text>
      )}
    </Box>
  );
}
