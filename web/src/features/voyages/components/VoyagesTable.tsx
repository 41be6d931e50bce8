import { Alert, Box, IconButton, Link, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ORDER_MSG } from '../../../../../shared/validation/order-rules';
import { graphql, getFragmentData } from '../../../__generated__';
import type { SavedResultScope, VoyagesTable_VoyageFragment } from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageLoader } from '../../../components/PageLoader';
import { useSession } from '../../auth/hooks/useSession';
import { Pager } from '../../saved/components/Pager';
import { useDeleteSavedResult } from '../../saved/hooks/useDeleteSavedResult';
import { canDeleteSavedResult } from '../../saved/utils/can-delete';
import { formatDate, formatNumber } from '../../../lib/format';
import { SAVED_PAGE_SIZE } from '../../saved/utils/saved-messages';
import { useVoyages } from '../hooks/useVoyages';
import { EMPTY_VOYAGE_SEARCH, isVoyageSearchActive, type VoyageSearch } from '../utils/voyage-search';
import { VoyagesSearchRow } from './VoyagesSearchRow';
import { TrashIcon } from '../../../components/icons';

const HEADINGS = [
  'No.',
  'Voyage Label',
  'Vessel Name',
  'Opening Port',
  'Name',
  'First Load Port',
  'Last Discharge Port',
  'Load Qty',
  'Created on',
  'Action',
] as const;

/** The fields a row reads; the voyages list spreads it. */
export const VoyagesTableFragment = graphql(`
  fragment VoyagesTable_voyage on SavedResultRowGql {
    id
    databaseId
    saveLabel
    vessel
    openingPort
    name
    firstLoadPort
    lastDischargePort
    loadQuantity
    createdDate
    userId
  }
`);

/** One tab of the voyages screen: the saved voyages of the scope, with delete for the saver or an ADMIN. */
export function VoyagesTable({ scope }: { scope: SavedResultScope }) {
  const [page, setPage] = useState(0);
  const [draft, setDraft] = useState<VoyageSearch>(EMPTY_VOYAGE_SEARCH);
  const [search, setSearch] = useState<VoyageSearch>(EMPTY_VOYAGE_SEARCH);
  const list = useVoyages(scope, page, search);
  const { shownPage, totalPages, loading, error } = list;
  const rows = getFragmentData(VoyagesTableFragment, list.rows);
  const { session } = useSession();
  const { deleteResult, deleting } = useDeleteSavedResult();
  const [pending, setPending] = useState<VoyagesTable_VoyageFragment | null>(null);

  const handleConfirm = async () => {
    if (!pending) return;
    await deleteResult(pending);
    setPending(null);
    // The last row of a later page gone: step back so the table is not left empty.
    if (rows.length === 1 && page > 0) setPage(page - 1);
  };

  // A new search starts on the first page.
  const applySearch = (next: VoyageSearch) => {
    setSearch(next);
    setPage(0);
  };
  const searchRow = (
    <VoyagesSearchRow
      draft={draft}
      onChange={setDraft}
      onSearch={() => applySearch({ ...draft, text: draft.text.trim() })}
      onClear={() => {
        setDraft(EMPTY_VOYAGE_SEARCH);
        applySearch(EMPTY_VOYAGE_SEARCH);
      }}
      active={isVoyageSearchActive(search)}
      testId={`voyages-${scope.toLowerCase()}-search`}
    />
  );

  if (loading) {
    return (
      <>
        {searchRow}
        <PageLoader />
      </>
    );
  }
  if (error) {
    return (
      <>
        {searchRow}
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      </>
    );
  }
  return (
    <>
      {searchRow}
      <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="md" overflowX="auto">
        <Table.Root size="sm" data-testid={`voyages-${scope.toLowerCase()}`}>
          <Table.Header>
            <Table.Row>
              {HEADINGS.map((h) => (
                <Table.ColumnHeader key={h} whiteSpace="nowrap">
                  {h}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={HEADINGS.length}>
                  <Text color="gray.600" textAlign="center" py="4">
                    {ORDER_MSG.noVoyagesFound}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row, i) => (
                <Table.Row key={row.id} data-testid="voyage-row">
                  <Table.Cell>{page * SAVED_PAGE_SIZE + i + 1}</Table.Cell>
                  <Table.Cell>
                    <Link href={`/saved/${row.databaseId}`} target="_blank" rel="noopener noreferrer" color="blue.700">
                      {row.saveLabel}
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{row.vessel}</Table.Cell>
                  <Table.Cell>{row.openingPort ?? '-'}</Table.Cell>
                  <Table.Cell>{row.name}</Table.Cell>
                  <Table.Cell>{row.firstLoadPort ?? '-'}</Table.Cell>
                  <Table.Cell>{row.lastDischargePort ?? '-'}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatNumber(row.loadQuantity, 0)}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDate(row.createdDate)}</Table.Cell>
                  <Table.Cell>
                    {canDeleteSavedResult(session, row) && (
                      <IconButton
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={`Delete voyage ${row.saveLabel}`}
                        onClick={() => setPending(row)}
                      >
                        <TrashIcon />
                      </IconButton>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Box>
      <Pager page={shownPage} totalPages={totalPages} onPage={setPage} />
      <ConfirmDialog
        open={pending !== null}
        message={ORDER_MSG.confirmDeleteVoyage}
        busy={deleting}
        onConfirm={() => void handleConfirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
