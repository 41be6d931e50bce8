import { Box, Button, Input, Link, Table } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { VESSEL_MSG } from '../../../../../shared/validation/vessel-rules';
import { formatNumber } from '../../../lib/format';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import type { VesselRow } from '../utils/vessel-dialog-form';
import { PagedListTable, type ListPageProps } from './PagedListTable';

/** The fields a row reads: its columns, and the Update Vessel dialog's form it opens (formOfVessel). */
export const VesselListTabFragment = graphql(`
  fragment VesselListTab_vessel on Vessel {
    id
    databaseId
    version
    vesselName
    vesselDwt
    vesselDraftS
    vesselShipowner
    vesselCountry
    vesselIMO
    vesselTPC
    vesselGrainCap
    vesselBaleCap
    vesselLOA
    vesselBeam
    vesselBuilt
    vesselFlag
    fuelType
    vesselScrubber
  }
`);

const HEADINGS = ['Vessel Name', 'DWT', 'Draft', 'Owner', 'Ship Country', 'Edit'] as const;

/**
 * Vessel List (spec 2 section 2): search by name, the catalogue page and its pager. The name opens the
 * vessel information editor when the role may open it. Every text is rendered as text.
 */
export function VesselListTab({
  search,
  onSearch,
  onEdit,
  canOpenEditor,
  ...list
}: ListPageProps<FragmentType<typeof VesselListTabFragment>> & {
  search: string;
  onSearch(text: string): void;
  onEdit(row: VesselRow): void;
  canOpenEditor: boolean;
}) {
  return (
    <Box>
      <Input
        size="sm"
        maxW="sm"
        mb="3"
        placeholder="Search by vessel name"
        aria-label="Search by vessel name"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
      />
      <PagedListTable
        label="Vessel List"
        testId="vessel-list"
        pagerTestId="vessel-pager"
        headings={HEADINGS}
        empty={VESSEL_MSG.noVessels}
        {...list}
      >
        {getFragmentData(VesselListTabFragment, list.rows).map((v) => (
          <Table.Row key={v.id} data-testid="vessel-row">
            <Table.Cell>
              {canOpenEditor ? (
                <Link asChild color="blue.700">
                  <RouterLink to={`/vessel/${v.databaseId}`}>{v.vesselName}</RouterLink>
                </Link>
              ) : (
                v.vesselName
              )}
            </Table.Cell>
            <Table.Cell>{formatNumber(v.vesselDwt, 0)}</Table.Cell>
            <Table.Cell>{formatNumber(v.vesselDraftS, 2)}</Table.Cell>
            <Table.Cell>{v.vesselShipowner ?? ''}</Table.Cell>
            <Table.Cell>{v.vesselCountry ?? ''}</Table.Cell>
            <Table.Cell>
              <Button size="2xs" variant="outline" aria-label={`Edit ${v.vesselName}`} onClick={() => onEdit(v)}>
                Edit
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </PagedListTable>
    </Box>
  );
}
