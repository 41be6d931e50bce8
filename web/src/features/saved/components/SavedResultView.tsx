import { Box, Grid, Heading, Stack } from '@chakra-ui/react';
import { RouteMapPanel } from '../../map/components/RouteMapPanel';
import type { SavedResultView as View } from '../utils/saved-view';
import { formatText } from '../utils/format';
import { FleetRow } from './FleetRow';
import { ExpensesSummary, OrderSummary } from './OrderSummary';
import { ReadOnlyPanel } from './ReadOnlyPanel';
import { FreightResult, ResultDetails } from './ResultDetails';
import { PortOperationsTable } from './PortOperationsTable';
import { RemarksPanel, SplitHireTable } from './SplitHireTable';

/** The calculator in read-only mode, laid out like it: upper panels, the grid, the fleet row, then the map. */
export function SavedResultView({ view }: { view: View }) {
  return (
    <Stack gap="4" data-testid="saved-result">
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(5, 1fr)' }} gap="3" alignItems="start">
        <OrderSummary order={view.order} />
        <ReadOnlyPanel
          title="Vessel Details"
          testId="vessel-details"
          fields={[
            { label: 'Vessel', value: formatText(view.vessel.vesselName ?? view.fleet.vesselName) },
            { label: 'DWT', value: formatText(view.vessel.vesselDwt) },
            { label: 'IMO', value: formatText(view.vessel.vesselIMO) },
            { label: 'Fuel Type', value: formatText(view.vessel.fuelType) },
            { label: 'Scrubber', value: formatText(view.vessel.vesselScrubber) },
            { label: 'Opening Port', value: formatText(view.fleet.port) },
          ]}
        />
        <ExpensesSummary order={view.order} />
        <FreightResult result={view.result} order={view.order} />
        <ResultDetails details={view.details} warnings={view.warnings} />
      </Grid>
      <PortOperationsTable rows={view.operations} />
      <FleetRow fleet={view.fleet} result={view.result} />
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
