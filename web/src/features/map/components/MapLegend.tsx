import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { formatUpTo } from '../../../lib/format';
import { MAP_COLORS } from '../utils/map-style';
import { routeTotals, type RouteLeg } from '../utils/route-geojson';

function Swatch({ color, dashed = false }: { color: string; dashed?: boolean }) {
  return (
    <Box
      w="28px"
      h="0"
      borderTopWidth="4px"
      borderTopStyle={dashed ? 'dashed' : 'solid'}
      borderTopColor={color}
      flexShrink={0}
      aria-hidden="true"
    />
  );
}

/** What the colours mean, and the miles of each leg (normal and inside ECAs). */
export function MapLegend({ legs }: { legs: readonly RouteLeg[] }) {
  const totals = routeTotals(legs);
  return (
    <Box
      position="absolute"
      top="2"
      left="2"
      bg="whiteAlpha.900"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      px="3"
      py="2"
      fontSize="xs"
      maxW="xs"
      shadow="sm"
      data-testid="map-legend"
    >
      <Text fontWeight="semibold" mb="1">
        Legend
      </Text>
      <Stack gap="1">
        <Flex align="center" gap="2">
          <Swatch color={MAP_COLORS.route} />
          <Text>Route</Text>
        </Flex>
        <Flex align="center" gap="2">
          <Swatch color={MAP_COLORS.eca} dashed />
          <Text>ECA stretches</Text>
        </Flex>
        <Flex align="center" gap="2">
          <Box w="12px" h="12px" mx="8px" rounded="full" bg={MAP_COLORS.port} borderWidth="2px" borderColor="white" />
          <Text>Port (stop number)</Text>
        </Flex>
      </Stack>
      <Stack gap="0.5" mt="2" borderTopWidth="1px" borderColor="gray.200" pt="2" data-testid="map-legs">
        {legs.map((leg) => (
          <Text key={leg.key}>
            {leg.from.name} → {leg.to.name}: {formatUpTo(leg.distNormal + leg.distEca, 0)} nm
            {leg.distEca > 0 ? ` (ECA ${formatUpTo(leg.distEca, 0)} nm)` : ''}
          </Text>
        ))}
        <Text fontWeight="semibold">
          Total {formatUpTo(totals.distNormal + totals.distEca, 0)} nm, ECA {formatUpTo(totals.distEca, 0)} nm
        </Text>
      </Stack>
    </Box>
  );
}
