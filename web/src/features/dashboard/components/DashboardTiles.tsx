import { Box, Grid, GridItem, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { dashboardTiles, tileSpan } from '../utils/dashboard-tiles';

export function DashboardTiles({ roles }: { roles: readonly string[] }) {
  const tiles = dashboardTiles(roles);
  const span = tileSpan(tiles.length);

  return (
    <Grid templateColumns="repeat(12, minmax(0, 1fr))" gap="4" maxW="6xl">
      {tiles.map((tile) => (
        <GridItem key={tile.path} colSpan={{ base: 12, md: span }} data-testid="dashboard-tile" data-span={span}>
          <Box
            asChild
            display="block"
            h="full"
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            rounded="md"
            p="5"
            borderTopWidth="3px"
            borderTopColor="blue.600"
            transition="box-shadow 0.15s, border-color 0.15s"
            _hover={{ shadow: 'md', borderColor: 'blue.300' }}
            focusRing="outside"
          >
            <RouterLink to={tile.path}>
              <Heading as="h2" size="sm" fontWeight="semibold" color="gray.900" mb="1">
                {tile.title}
              </Heading>
              <Text fontSize="sm" color="gray.600">
                {tile.description}
              </Text>
            </RouterLink>
          </Box>
        </GridItem>
      ))}
    </Grid>
  );
}
