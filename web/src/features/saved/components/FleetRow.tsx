import { Box, Table } from '@chakra-ui/react';
import { formatDate, formatNumber, formatText } from '../utils/format';
import type { Snapshot } from '../utils/saved-view';

/** The saved vessel as one row of the fleet table (TCE, profit, loadability, premiums 0 dp; freight cost 3 dp). */
export function FleetRow({ fleet, result }: { fleet: Snapshot; result: Snapshot }) {
  const vessel = (fleet.vessel ?? {}) as Snapshot;
  const cells: readonly [string, string][] = [
    ['Vessel', formatText(fleet.vesselName ?? vessel.vesselName)],
    ['DWT', formatNumber(fleet.dwt ?? vessel.vesselDwt, 0)],
    ['Port', formatText(fleet.port)],
    ['Date Open', formatDate(fleet.dateOpening ?? fleet.dateOpen)],
    ['Hire/day', formatNumber(fleet.hirePerDay, 0)],
    ['GBB', formatNumber(fleet.gbb, 0)],
    ['TC Eq', formatNumber(result.tcEq, 0)],
    ['Frt Cost', formatNumber(result.frtCost, 3)],
    ['Profit', formatNumber(result.profit, 0)],
    ['Profit Net', formatNumber(result.profitNet, 0)],
    ['Profit/day', formatNumber(result.profitPerDay, 0)],
    ['Loadability', formatNumber(result.loadability, 0)],
    ['Vessel Premium', formatNumber(result.vesselPremium, 0)],
    ['Position Premium', formatNumber(result.positionPremium, 0)],
    ['ETA', formatDate(result.eta)],
  ];
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="md" overflowX="auto">
      <Table.Root size="sm" data-testid="fleet-row">
        <Table.Header>
          <Table.Row>
            {cells.map(([heading]) => (
              <Table.ColumnHeader key={heading} whiteSpace="nowrap">
                {heading}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <Table.Row>
            {cells.map(([heading, value]) => (
              <Table.Cell key={heading} whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {value}
              </Table.Cell>
            ))}
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
