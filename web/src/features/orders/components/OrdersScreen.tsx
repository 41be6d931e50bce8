import { Box, Button, Flex, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { ORDER_MSG } from '../../../../../shared/validation/order-rules';
import type { OrdersTable_OrderFragment } from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useOrderActions } from '../hooks/useOrderActions';
import { useOrderList, type OrdersTab } from '../hooks/useOrderList';
import { EMPTY_SEARCH, ORDERS_PAGE_SIZE, toSearchInput, type OrderSearchDraft } from '../utils/order-list';
import { OrderDetailDialog } from './OrderDetailDialog';
import { OrderDialog } from './OrderDialog';
import { OrdersPagination } from './OrdersPagination';
import { OrdersTable } from './OrdersTable';

/** The orders screen (spec 1 section 2): My Orders / All Orders, search, pages, the order dialogs. */
export function OrdersScreen() {
  const [tab, setTab] = useState<OrdersTab>('mine');
  const [page, setPage] = useState(0);
  const [draft, setDraft] = useState<OrderSearchDraft>(EMPTY_SEARCH);
  const [applied, setApplied] = useState<OrderSearchDraft>(EMPTY_SEARCH);
  const [dialog, setDialog] = useState<'new' | number | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<OrdersTable_OrderFragment | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { rows, shownPage, total, totalPages, loading } = useOrderList(tab, page, applied);
  const { deleteOrder, setPinned } = useOrderActions();

  const handleTab = (next: string) => {
    setTab(next as OrdersTab);
    setPage(0);
  };
  const handleSearch = () => {
    setApplied(draft);
    setPage(0);
  };
  const handleClear = () => {
    setDraft(EMPTY_SEARCH);
    setApplied(EMPTY_SEARCH);
    setPage(0);
  };
  const handleConfirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    const done = await deleteOrder(toDelete);
    setDeleting(false);
    setToDelete(null);
    // The last row of a later page is gone: show the page before it.
    if (done && rows.length === 1 && page > 0) setPage(page - 1);
  };

  const table = (label: string) => (
    <OrdersTable
      label={label}
      rows={rows}
      firstNumber={page * ORDERS_PAGE_SIZE + 1}
      search={draft}
      onSearchChange={setDraft}
      onSearch={handleSearch}
      onClearSearch={handleClear}
      searchActive={toSearchInput(applied) !== undefined}
      loading={loading}
      {...(tab === 'mine'
        ? {
            onEdit: (row) => setDialog(row.databaseId),
            onPin: (row, on) => void setPinned(row, on),
            onDelete: (row) => setToDelete(row),
          }
        : { onView: (row) => setDetailId(row.databaseId) })}
    />
  );

  return (
    <Box>
      <Tabs.Root value={tab} onValueChange={(e) => handleTab(e.value)} size="sm" variant="line">
        <Flex align="center" justify="space-between" mb="2">
          <Tabs.List borderBottomWidth="0">
            <Tabs.Trigger value="mine">My Orders</Tabs.Trigger>
            <Tabs.Trigger value="all">All Orders</Tabs.Trigger>
          </Tabs.List>
          <Button size="sm" colorPalette="blue" onClick={() => setDialog('new')}>
            New Order
          </Button>
        </Flex>
        <Tabs.Content value="mine" pt="0">
          {tab === 'mine' && table('My Orders')}
        </Tabs.Content>
        <Tabs.Content value="all" pt="0">
          {tab === 'all' && table('All Orders')}
        </Tabs.Content>
      </Tabs.Root>
      <OrdersPagination
        page={shownPage}
        size={ORDERS_PAGE_SIZE}
        total={total}
        totalPages={totalPages}
        shown={rows.length}
        onPage={setPage}
      />
      <OrderDialog target={dialog} onClose={() => setDialog(null)} />
      <OrderDetailDialog
        id={detailId}
        onClose={() => setDetailId(null)}
        onCopied={() => {
          setDetailId(null);
          handleTab('mine');
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete order"
        message={ORDER_MSG.confirmDeleteOrder}
        busy={deleting}
        onConfirm={() => void handleConfirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </Box>
  );
}
