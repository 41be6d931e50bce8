import { Box, chakra, Grid, Heading, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { FleetTable } from '../../calculator/components/fleet/FleetTable';
import { OperationsGrid } from '../../calculator/components/grid/OperationsGrid';
import { UpperPanels } from '../../calculator/components/panels/UpperPanels';
import { SavedCalculatorProvider } from '../../calculator/state/SavedCalculatorProvider';
import { savedCalculatorState } from '../../calculator/utils/saved-state';
import { RouteMapPanel } from '../../map/components/RouteMapPanel';
import { SavedVoyageExports } from '../../exports/components/SavedVoyageExports';
import { useSavedTimeZones } from '../hooks/useSavedTimeZones';
import type { SavedResultView as View } from '../utils/saved-view';
import { RemarksPanel, SplitHireTable } from './SplitHireTable';

export interface SavedResultDto {
  databaseId: number;
  orderId?: number | null;
  createdAt: string;
  calculatorResult: unknown;
  cargoOrder: unknown;
  fleet: unknown;
  portOperation: unknown;
}

/**
 * The calculator in read-only mode: its own panels, grid and fleet table over the stored snapshots
 * (a disabled fieldset: nothing can be typed, chosen or sent), then the split hire, remarks and the map. Rows'
 * times show in the port's zone beside UTC, the zones read from the port table (useSavedTimeZones).
 */
export function SavedResultView({ saved, view }: { saved: SavedResultDto; view: View }) {
  const stored = useMemo(() => savedCalculatorState(saved), [saved]);
  const state = useSavedTimeZones(stored);
  return (
    <Stack gap="4" data-testid="saved-result">
      <SavedVoyageExports savedResultId={saved.databaseId} />
      <SavedCalculatorProvider state={state}>
        <chakra.fieldset
          disabled
          aria-label="Saved calculation (read-only)"
          border="0"
          m="0"
          p="0"
          minW="0"
          fontSize="sm"
        >
          <Stack gap="3">
            <UpperPanels />
            <OperationsGrid />
            <FleetTable />
          </Stack>
        </chakra.fieldset>
      </SavedCalculatorProvider>
      <Grid templateColumns={{ base: '1fr', md: '1fr 2fr' }} gap="3" alignItems="start">
        <SplitHireTable rows={view.splitHire} />
        <RemarksPanel remark={view.remark} />
      </Grid>
      <Box>
        <Heading as="h2" size="sm" mb="2">
          Route map
        </Heading>
        <RouteMapPanel points={view.routePoints} height="420px" />
      </Box>
    </Stack>
  );
}
