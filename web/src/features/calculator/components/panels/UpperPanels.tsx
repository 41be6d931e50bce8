import { Grid } from '@chakra-ui/react';
import { CargoDetailsPanel } from './CargoDetailsPanel';
import { FreightResultPanel } from './FreightResultPanel';
import { MarginAllowancesPanel } from './MarginAllowancesPanel';
import { ResultDetailsPanel } from './ResultDetailsPanel';
import { VesselDetailsPanel } from './VesselDetailsPanel';

/**
 * The calculator's upper panels, left to right: Cargo Details, Vessel Details, Margin and Allowances,
 * Freight and Result, Result Details. Dense like a broker's sheet; scrolls sideways on narrow screens.
 */
export function UpperPanels() {
  return (
    <Grid
      templateColumns="minmax(320px, 1.9fr) minmax(185px, 1.1fr) minmax(150px, 0.8fr) minmax(165px, 1fr) minmax(185px, 1.1fr)"
      gap="1.5"
      alignItems="stretch"
      overflowX="auto"
      data-testid="upper-panels"
    >
      <CargoDetailsPanel />
      <VesselDetailsPanel />
      <MarginAllowancesPanel />
      <FreightResultPanel />
      <ResultDetailsPanel />
    </Grid>
  );
}
