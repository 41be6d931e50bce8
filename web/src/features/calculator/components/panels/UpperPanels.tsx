import { Box, Button, Flex, Grid, IconButton, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { ChevronIcon } from '../../../../components/icons';
import { formatNumber } from '../../../../lib/format';
import { useCalculator } from '../../state/calculator-context';
import { initialPanelsCollapsed, loadPanelsCollapsed, savePanelsCollapsed } from '../../state/panel-layout';
import { CargoDetailsPanel } from './CargoDetailsPanel';
import { FreightResultPanel } from './FreightResultPanel';
import { MarginAllowancesPanel } from './MarginAllowancesPanel';
import { ResultDetailsPanel } from './ResultDetailsPanel';
import { VesselDetailsPanel } from './VesselDetailsPanel';

const PANEL_NAMES = 'Cargo Details · Vessel Details · Margin and Allowances · Freight and Result · Result Details';

/**
 * The calculator's upper panels, left to right: Cargo Details, Vessel Details, Margin and Allowances,
 * Freight and Result, Result Details. Dense like a broker's sheet; scrolls sideways on narrow screens.
 * They collapse to one line (the active vessel's headline figures) so that the grid and the fleet table
 * fit a short screen: collapsed at first below 800 px of height, then as the user last chose
 * (`state/panel-layout.ts`).
 */
export function UpperPanels() {
  const { userId, readOnly } = useCalculator();
  const [collapsed, setCollapsed] = useState(() =>
    initialPanelsCollapsed(readOnly ? null : loadPanelsCollapsed(userId), window.innerHeight),
  );
  const toggle = () => {
    setCollapsed(!collapsed);
    if (!readOnly) savePanelsCollapsed(userId, !collapsed);
  };
  // The expanded panels are the heaviest part of the screen: they render just after the grid and the
  // fleet table (a background render), so the first priced row does not wait for them (ADR 0014).
  const full = useDeferredValue(true, false);
  if (collapsed) return <CollapsedPanels onExpand={toggle} />;
  if (!full) return <Box minH="440px" data-testid="upper-panels-pending" aria-busy="true" />;
  return (
    <Grid
      templateColumns="minmax(320px, 1.8fr) minmax(175px, 1fr) minmax(150px, 0.8fr) minmax(165px, 1fr) minmax(215px, 1.2fr) auto"
      gap="1.5"
      alignItems="stretch"
      overflowX="auto"
      data-testid="upper-panels"
      data-collapsed="false"
    >
      <CargoDetailsPanel />
      <VesselDetailsPanel />
      <MarginAllowancesPanel />
      <FreightResultPanel />
      <ResultDetailsPanel />
      <IconButton
        size="2xs"
        variant="ghost"
        aria-label="Collapse panels"
        title="Collapse the panels to one line"
        aria-expanded
        onClick={toggle}
      >
        <ChevronIcon direction="up" />
      </IconButton>
    </Grid>
  );
}

/** The panels as one line: a button to expand them, their names and the active vessel's headline figures. */
function CollapsedPanels({ onExpand }: { onExpand(): void }) {
  const { activeEntry, activeResult } = useCalculator();
  return (
    <Flex
      align="center"
      gap="3"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      px="2"
      py="1"
      fontSize="xs"
      minW="0"
      data-testid="upper-panels"
      data-collapsed="true"
    >
      <Button size="2xs" variant="outline" aria-expanded={false} onClick={onExpand}>
        <ChevronIcon direction="down" />
        Show panels
      </Button>
      <Text color="gray.600" truncate flex="1" minW="0" title={PANEL_NAMES}>
        {PANEL_NAMES}
      </Text>
      {activeEntry && (
        <Text whiteSpace="nowrap" fontVariantNumeric="tabular-nums" data-testid="panels-summary">
          <Text as="span" fontWeight="semibold">
            {activeEntry.vesselName}
          </Text>
          {` · TCE ${formatNumber(activeResult?.tcEq, 0)} · Profit Net ${formatNumber(activeResult?.profitNet, 0)}`}
        </Text>
      )}
    </Flex>
  );
}
