import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ReadOnlyField {
  label: string;
  value: ReactNode;
}

/** A calculator panel in read-only mode: a heading over label/value pairs. */
export function ReadOnlyPanel({
  title,
  fields,
  children,
  testId,
}: {
  title: string;
  fields?: readonly ReadOnlyField[];
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="md" p="3" data-testid={testId}>
      <Heading as="h2" size="sm" mb="2" color="gray.800">
        {title}
      </Heading>
      {fields && (
        <SimpleGrid columns={2} columnGap="3" rowGap="1" fontSize="sm">
          {fields.map((f) => (
            <Box key={f.label} display="contents">
              <Text color="gray.600">{f.label}</Text>
              <Text textAlign="right" fontVariantNumeric="tabular-nums" data-field={f.label}>
                {f.value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      )}
      {children}
    </Box>
  );
}
