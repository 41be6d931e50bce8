import { Box, Button, Field, Flex, NativeSelect, Table, Text } from '@chakra-ui/react';
import { graphql } from '../../../../__generated__';
import type { GearFilter } from '../../../../__generated__/graphql';
import { DateTimeField } from '../../../../components/DateTimeField';
import { formatDateTime, formatNumber } from '../../../../lib/format';
import { usePortRegions } from '../../hooks/useFleetActions';
import { GEAR_FILTERS, UPDATED_SINCE_DAYS, VESSEL_TYPES, type AutoFilters } from '../../utils/fleet-auto-filters';
import { selectAllState, setAutoRowDate, toggleAutoRow, type AutoRow } from '../../utils/fleet-auto-selection';
import { RegionSelect } from './RegionSelect';
import { TickBox } from './TickBox';

/**
 * The fields of a position the tab reads: its columns and hover texts, the opening date its row starts
 * with, and what Save (the fleet line: vessel, port, position) and Add vessel (name, DWT, built) take from
 * the row. The positions' connection spreads it; the rows hold it unmasked (AutoRow, getFragmentData).
 */
export const AutoTabFragment = graphql(`
  fragment AutoTab_position on EmailPosition {
    id
    databaseId
    vesselName
    vesselId
    dwt
    built
    gears
    portName
    portRegion
    lat
    lng
    dateOpen
    emailDate
    conflicts
    sources {
      emailId
      sender
      emailDate
      portName
    }
    subject
    sender
  }
`);

/** The list's paging: positions on the server by the searched filters, and the next page's loading. */
export interface AutoPaging {
  total: number;
  hasMore: boolean;
  /** Rows of the search not loaded yet that will arrive unticked (Select all is off). */
  untickedToCome: boolean;
  /** Select all is loading the rest of the search to tick it. */
  loadingRest: boolean;
  loadingMore: boolean;
  onMore: () => void;
  error: string | null;
}

interface Props {
  filters: AutoFilters;
  onFilters: (filters: AutoFilters) => void;
  /** The rows of the pages loaded so far; null before the first Search. */
  rows: AutoRow[] | null;
  onRows: (rows: AutoRow[]) => void;
  /** Select all: ticks (or clears) every row of the search, those not loaded yet included. */
  onSelectAll: (on: boolean) => void;
  /** The first page of a Search is on its way. */
  searching: boolean;
  onSearch: () => void;
  paging: AutoPaging;
  /** Offers a position's ship for the catalogue; absent for a user who may not create vessels. */
  onCreateVessel?: (position: AutoRow['position']) => void;
}

function Select<T extends string | number>({
  label,
  value,
  options,
  onChange,
  w,
}: {
  label: string;
  value: T;
  options: readonly { label: string; value: T }[];
  onChange: (value: string) => void;
  w: string;
}) {
  return (
    <Field.Root w={w}>
      <Field.Label fontSize="xs" color="gray.600" mb="0.5">
        {label}
      </Field.Label>
      <NativeSelect.Root size="xs">
        <NativeSelect.Field aria-label={label} fontSize="xs" value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Every broker's report of the ship, newest first: the row shows the newest. */
function sourcesTitle(p: AutoRow['position']): string {
  return p.sources.map((s) => `${formatDateTime(s.emailDate, '')} ${s.sender}: ${s.portName ?? 'no port'}`).join('\n');
}

/** Why a position without a catalogue vessel is flagged: it has no particulars to price. */
const NOT_IN_CATALOGUE_HINT = 'No catalogue vessel of this name: add its particulars before pricing it';

const head = { px: '1.5', py: '1', fontSize: 'xs', whiteSpace: 'nowrap' } as const;
const cell = { px: '1.5', py: '1', fontSize: 'xs', whiteSpace: 'nowrap' } as const;

/**
 * Add Fleet, Auto: vessel positions read from e-mails, filtered by how recent, size, gear and region (on the
 * server: the filters are the list's arguments), a page at a time: More positions appends the next page.
 * Rows are ticked for adding (Select all: every row of the search, the pages not loaded yet are loaded and come
 * ticked); an opening date typed on a ticked row is copied
 * to every ticked row. A ship not in the catalogue is flagged and, for a user who may create vessels, offered
 * for creation (Add vessel).
 */
export function AutoTab({
  filters,
  onFilters,
  rows,
  onRows,
  onSelectAll,
  searching,
  onSearch,
  paging,
  onCreateVessel,
}: Props) {
  const regions = usePortRegions();
  const all = rows ? selectAllState(rows, paging.untickedToCome) : { checked: false, indeterminate: false };
  const ticked = rows ? rows.filter((r) => r.selected).length : 0;
  return (
    <Box>
      <Flex gap="3" align="end" wrap="wrap" mb="3">
        <Select
          label="Updated since"
          w="28"
          value={filters.days}
          options={UPDATED_SINCE_DAYS.map((d) => ({ value: d, label: d === 1 ? '1 day' : `${d} days` }))}
          onChange={(v) => onFilters({ ...filters, days: Number(v) })}
        />
        <Select
          label="Vessel type"
          w="32"
          value={filters.vesselType}
          options={VESSEL_TYPES}
          onChange={(vesselType) => onFilters({ ...filters, vesselType })}
        />
        <Select
          label="Gear"
          w="28"
          value={filters.gear}
          options={GEAR_FILTERS.map((g) => ({ value: g, label: g }))}
          onChange={(gear) => onFilters({ ...filters, gear: gear as GearFilter })}
        />
        <Field.Root w="auto">
          <Field.Label fontSize="xs" color="gray.600" mb="0.5">
            Region
          </Field.Label>
          <RegionSelect
            regions={regions}
            value={filters.regions}
            onChange={(r) => onFilters({ ...filters, regions: r })}
          />
        </Field.Root>
        <Button size="xs" colorPalette="blue" loading={searching} onClick={onSearch}>
          Search
        </Button>
      </Flex>
      {rows === null ? (
        <Text fontSize="sm" color="gray.600">
          Choose the filters and Search.
        </Text>
      ) : (
        <Box overflowX="auto" maxH="96" overflowY="auto">
          <Table.Root size="sm" aria-label="E-mail positions">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader {...head}>
                  <TickBox
                    label="Select all"
                    checked={all.checked}
                    indeterminate={all.indeterminate}
                    onChange={onSelectAll}
                  />
                </Table.ColumnHeader>
                {['Vessel', 'DWT', 'Built', 'Gear', 'Port', 'Region', 'Date Opening', 'E-mail date', 'Sender'].map(
                  (h) => (
                    <Table.ColumnHeader key={h} {...head}>
                      {h}
                    </Table.ColumnHeader>
                  ),
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={10} {...cell}>
                    {searching ? 'Searching…' : 'No positions found.'}
                  </Table.Cell>
                </Table.Row>
              ) : (
                rows.map((r) => {
                  const p = r.position;
                  return (
                    <Table.Row key={p.id} data-testid="auto-row" data-selected={r.selected ? 'true' : 'false'}>
                      <Table.Cell {...cell}>
                        <TickBox
                          label={`Select ${p.vesselName}`}
                          checked={r.selected}
                          onChange={(on) => onRows(toggleAutoRow(rows, p.databaseId, on))}
                        />
                      </Table.Cell>
                      <Table.Cell {...cell}>
                        {p.vesselName}
                        {p.vesselId == null && (
                          <Text as="span" color="orange.700" ms="1" title={NOT_IN_CATALOGUE_HINT}>
                            (not in catalogue)
                          </Text>
                        )}
                        {p.vesselId == null && onCreateVessel && (
                          <Button
                            size="2xs"
                            variant="outline"
                            ms="1"
                            aria-label={`Add ${p.vesselName} to the catalogue`}
                            onClick={() => onCreateVessel(p)}
                          >
                            Add vessel
                          </Button>
                        )}
                      </Table.Cell>
                      <Table.Cell {...cell}>{formatNumber(p.dwt, 0)}</Table.Cell>
                      <Table.Cell {...cell}>{p.built ?? '-'}</Table.Cell>
                      <Table.Cell {...cell}>{p.gears ?? '-'}</Table.Cell>
                      <Table.Cell {...cell}>{p.portName ?? '-'}</Table.Cell>
                      <Table.Cell {...cell}>{p.portRegion}</Table.Cell>
                      <Table.Cell {...cell}>
                        <DateTimeField
                          label={`Date Opening ${p.vesselName}`}
                          mode="datetime"
                          value={r.dateOpening}
                          onChange={(text) => onRows(setAutoRowDate(rows, p.databaseId, text))}
                          inputProps={{ w: '36' }}
                        />
                      </Table.Cell>
                      <Table.Cell {...cell}>{formatDateTime(p.emailDate, '')}</Table.Cell>
                      <Table.Cell {...cell} title={p.subject}>
                        {p.sender}
                        {p.sources.length > 1 && (
                          <Text
                            as="span"
                            ms="1"
                            color={p.conflicts.length > 0 ? 'orange.700' : 'gray.600'}
                            data-testid="auto-sources"
                            title={sourcesTitle(p)}
                          >
                            ({p.sources.length} reports
                            {p.conflicts.length > 0 ? `, differ: ${p.conflicts.join(', ')}` : ''})
                          </Text>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  );
                })
              )}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {paging.error && (
        <Text fontSize="sm" color="red.600" mt="1">
          {paging.error}
        </Text>
      )}
      {rows !== null && rows.length > 0 && (
        <Flex gap="2" align="center" mt="1">
          <Text fontSize="xs" color="gray.600" data-testid="auto-count">
            {rows.length} of {paging.total} positions{ticked > 0 ? `, ${ticked} ticked` : ''}
            {paging.loadingRest ? ': loading the rest to tick them…' : ''}
          </Text>
          {paging.hasMore && !paging.loadingRest && (
            <Button size="xs" variant="outline" loading={paging.loadingMore} onClick={paging.onMore}>
              More positions
            </Button>
          )}
        </Flex>
      )}
    </Box>
  );
}
