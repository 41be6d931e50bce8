import { Badge, Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FUEL_GRADES, FUEL_PRICE_TYPES } from '../utils/fuel-guide';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="md" p="4">
      <Heading as="h2" size="sm" fontWeight="semibold" mb="3" color="gray.900">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Fuel grades and the five fuel-price types a vessel can carry. */
export function FuelGuide() {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <Panel title="Fuel grades">
        <Stack gap="3" as="dl">
          {FUEL_GRADES.map((grade) => (
            <Box key={grade.code} display="flex" gap="3">
              <Box as="dt" flexShrink={0} w="12">
                <Badge colorPalette="blue" variant="subtle" fontFamily="mono">
                  {grade.code}
                </Badge>
              </Box>
              <Box as="dd" m="0">
                <Text fontSize="sm" fontWeight="medium">
                  {grade.name}
                </Text>
                <Text fontSize="sm" color="gray.600">
                  {grade.detail}
                </Text>
              </Box>
            </Box>
          ))}
        </Stack>
      </Panel>
      <Panel title="Fuel-price types">
        <Text fontSize="sm" color="gray.600" mb="3">
          Each vessel carries one fuel type; the calculator prices its bunkers with the matching price set.
        </Text>
        <Box as="table" w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
          <Box as="tbody">
            {FUEL_PRICE_TYPES.map((type) => (
              <Box as="tr" key={type.code} borderTopWidth="1px" borderColor="gray.100">
                <Box as="td" py="1.5" pr="3" whiteSpace="nowrap" fontWeight="medium">
                  {type.label}
                </Box>
                <Box as="td" py="1.5" pr="3" whiteSpace="nowrap">
                  {type.name}
                </Box>
                <Box as="td" py="1.5" color="gray.600">
                  {type.detail}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      </Panel>
    </SimpleGrid>
  );
}
