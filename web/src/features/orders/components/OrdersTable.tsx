import { Box, HStack, IconButton, Table, Text } from '@chakra-ui/react';
import { ORDER_MSG } from '../../../../../shared/validation/order-rules';
import { graphql, getFragmentData, type FragmentType } from '../../../__generated__';
import type { OrdersTable_OrderFragment as Row } from '../../../__generated__/graphql';
import { formatDate, formatUpTo } from '../../../lib/format';
import { type OrderSearchDraft } from '../utils/order-list';
import { OrdersSearchRow } from './OrdersSearchRow';
import { EditIcon, TrashIcon, ViewIcon } from '../../../components/icons';

/** The fields a row reads (its columns and actions); the list queries spread it. */
export const OrdersTableFragment = graphql(`
  fragment OrdersTable_order on OrderListRow {
    id
    databaseId
    name
    access
    firstLoadPort
    lastDischargePort
    cargo
    loadQty
    voyType
    account
    createdDate
    createdUserName
    pinned
    userId
  }
`);

export const ORDER_COLUMNS = [
  'No.',
  'Name',
  'First Load Port',
  'Last Discharge Port',
  'Cargo',
  'Load Qty',
  'Voy Type',
  'Account',
  'Created on',
  'Created by',
  'Action',
] as const;

export interface OrderRowActions {
  onEdit?: (row: Row) => void;
  onPin?: (row: Row, pinned: boolean) => void;
  onDelete?: (row: Row) => void;
  onView?: (row: Row) => void;
}

interface Props extends OrderRowActions {
  label: string;
  rows: readonly FragmentType<typeof OrdersTableFragment>[];
  /** Row number of the first row (1 on the first page). */
  firstNumber: number;
  search: OrderSearchDraft;
  onSearchChange: (draft: OrderSearchDraft) => void;
  onSearch: () => void;
  onClearSearch: () => void;
  searchActive: boolean;
  loading: boolean;
}

const cell = { px: '2', py: '1.5', fontSize: 'xs' } as const;
/** A text cell cut to its column's width; the whole text is its title. */
const textCell = (text: string | null | undefined) => ({ ...cell, truncate: true, title: text ?? undefined });

/**
 * Column widths (issue #13): the table fits its box at 1366 px and wider with no sideways page scroll.
 * Fixed columns for short values, shares of the width for text (cut with a title), Name takes the rest.
 */
const COLUMN_WIDTHS: Record<(typeof ORDER_COLUMNS)[number], string | undefined> = {
  'No.': '40px',
  Name: undefined,
  'First Load Port': '9%',
  'Last Discharge Port': '9%',
  Cargo: '8%',
  'Load Qty': '104px',
  'Voy Type': '104px',
  Account: '9%',
  'Created on': '120px',
  'Created by': '8%',
  Action: '124px',
};

/**
 * Below the table's smallest width it scrolls inside its own box, with the Action column kept in view on
 * the right (each row's background shows under it).
 */
const STICKY_ACTION = {
  '& tr > :last-child': {
    position: 'sticky',
    right: 0,
    background: 'inherit',
    boxShadow: 'inset 1px 0 0 var(--chakra-colors-gray-200)',
  },
  '& thead tr > :last-child': { zIndex: 2 },
} as const;

function RowActions({ row, onEdit, onPin, onDelete, onView }: OrderRowActions & { row: Row }) {
  return (
    <HStack gap="1">
      {onEdit && (
        <IconButton size="2xs" variant="ghost" aria-label={`Edit ${row.name}`} title="Edit" onClick={() => onEdit(row)}>
          <EditIcon />
        </IconButton>
      )}
      {onPin && (
        <Box as="label" display="inline-flex" alignItems="center" title={row.pinned ? 'Unpin' : 'Pin to top'} px="1">
          <input
            type="checkbox"
            aria-label={`Pin ${row.name}`}
            checked={row.pinned}
            onChange={(e) => onPin(row, e.target.checked)}
            style={{ accentColor: '#2b6cb0', cursor: 'pointer' }}
          />
        </Box>
      )}
      {onDelete && (
        <IconButton
          size="2xs"
          variant="ghost"
          colorPalette="red"
          aria-label={`Delete ${row.name}`}
          title="Delete"
          onClick={() => onDelete(row)}
        >
          <TrashIcon />
        </IconButton>
      )}
      {onView && (
        <IconButton
          size="2xs"
          variant="ghost"
          aria-label={`View ${row.name}`}
          title="View details"
          onClick={() => onView(row)}
        >
          <ViewIcon />
        </IconButton>
      )}
    </HStack>
  );
}

/**
 * One orders table (My Orders or All Orders): the search row, the rows, the empty text. Fixed column
 * widths, long text cut with its whole value as the title, the Action column always in view.
 */
export function OrdersTable(props: Props) {
  const { firstNumber, label, loading } = props;
  const rows = getFragmentData(OrdersTableFragment, props.rows);
  return (
    <Box borderWidth="1px" borderColor="gray.200" rounded="md" bg="white" overflowX="auto" data-testid="orders-box">
      <Table.Root
        size="sm"
        aria-label={label}
        aria-busy={loading}
        stickyHeader
        tableLayout="fixed"
        minW="960px"
        css={STICKY_ACTION}
      >
        <Table.ColumnGroup>
          {ORDER_COLUMNS.map((c) => (
            <Table.Column key={c} width={COLUMN_WIDTHS[c]} />
          ))}
        </Table.ColumnGroup>
        <Table.Header>
          <Table.Row bg="gray.100">
            {ORDER_COLUMNS.map((c) => (
              <Table.ColumnHeader
                key={c}
                {...cell}
                fontWeight="semibold"
                color="gray.700"
                textAlign={c === 'Load Qty' ? 'end' : undefined}
              >
                {c}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <OrdersSearchRow
            draft={props.search}
            onChange={props.onSearchChange}
            onSearch={props.onSearch}
            onClear={props.onClearSearch}
            active={props.searchActive}
          />
          {rows.length === 0 && !loading && (
            <Table.Row>
              <Table.Cell colSpan={ORDER_COLUMNS.length} textAlign="center" py="6">
                <Text fontSize="sm" color="gray.500">
                  {ORDER_MSG.noOrderFound}
                </Text>
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map((row, i) => (
            <Table.Row
              key={row.id}
              data-testid="order-row"
              bg={row.pinned && props.onPin ? 'blue.50' : 'white'}
              _hover={{ bg: 'gray.50' }}
            >
              <Table.Cell {...cell} color="gray.500">
                {firstNumber + i}
              </Table.Cell>
              <Table.Cell {...textCell(row.name)} fontWeight="medium">
                {row.name}
              </Table.Cell>
              <Table.Cell {...textCell(row.firstLoadPort)}>{row.firstLoadPort ?? ''}</Table.Cell>
              <Table.Cell {...textCell(row.lastDischargePort)}>{row.lastDischargePort ?? ''}</Table.Cell>
              <Table.Cell {...textCell(row.cargo)}>{row.cargo ?? ''}</Table.Cell>
              <Table.Cell {...cell} textAlign="end" fontVariantNumeric="tabular-nums">
                {formatUpTo(row.loadQty, 0)}
              </Table.Cell>
              <Table.Cell {...textCell(row.voyType)}>{row.voyType}</Table.Cell>
              <Table.Cell {...textCell(row.account)}>{row.account ?? ''}</Table.Cell>
              <Table.Cell {...cell} whiteSpace="nowrap">
                {formatDate(row.createdDate, '')}
              </Table.Cell>
              <Table.Cell {...textCell(row.createdUserName)}>{row.createdUserName}</Table.Cell>
              <Table.Cell {...cell}>
                <RowActions
                  row={row}
                  onEdit={props.onEdit}
                  onPin={props.onPin}
                  onDelete={props.onDelete}
                  onView={props.onView}
                />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
