import { Button, HStack, IconButton, Input, Stack, Table } from '@chakra-ui/react';
import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { DateTimeField } from '../../../components/DateTimeField';
import {
  TEXT_SEARCH_COLUMNS,
  unreadableSearchDates,
  type OrderSearchDraft,
  type TextSearchKey,
} from '../utils/order-list';
import { CloseIcon } from '../../../components/icons';

interface Props {
  draft: OrderSearchDraft;
  onChange: (draft: OrderSearchDraft) => void;
  onSearch: () => void;
  onClear: () => void;
  /** A search is applied to the table: the clear icon shows. */
  active: boolean;
}

// A small intrinsic width lets the column headers, not the inputs, set the table's width.
const inputProps = { size: 'xs', bg: 'white', fontSize: 'xs', htmlSize: 4 } as const;

/** The table's first row: one input per searchable column, ranges for load qty and created date, Search. */
export function OrdersSearchRow({ draft, onChange, onSearch, onClear, active }: Props) {
  // A created date that is not a day is not searched without it: the field says what it expects.
  const [refused, setRefused] = useState(false);
  const handleSearch = () => {
    const unreadable = unreadableSearchDates(draft).length > 0;
    setRefused(unreadable);
    if (!unreadable) onSearch();
  };
  const textValue = (key: TextSearchKey) => draft.texts[key] ?? '';
  // Each column keeps its own text; the server matches all of them together.
  const handleText = (key: TextSearchKey) => (e: ChangeEvent<HTMLInputElement>) =>
    onChange({ ...draft, texts: { ...draft.texts, [key]: e.target.value } });
  const handleField = (field: 'loadQtyFrom' | 'loadQtyTo') => (e: ChangeEvent<HTMLInputElement>) =>
    onChange({ ...draft, [field]: e.target.value });
  const dateInput = (field: 'createdFrom' | 'createdTo', label: string, placeholder: string) => (
    <DateTimeField
      label={label}
      placeholder={placeholder}
      mode="date"
      value={draft[field]}
      showError={refused}
      onChange={(text) => onChange({ ...draft, [field]: text })}
      onEnter={handleSearch}
      inputProps={{ bg: 'white', htmlSize: 4 }}
    />
  );
  const handleKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') handleSearch();
  };
  const textInput = (key: TextSearchKey, label: string) => (
    <Table.Cell key={key} px="1">
      <Input
        {...inputProps}
        aria-label={`Search ${label}`}
        placeholder={label}
        value={textValue(key)}
        onChange={handleText(key)}
        onKeyDown={handleKey}
      />
    </Table.Cell>
  );
  const [name, firstLoad, lastDischarge, cargo, voyType, account, createdBy] = TEXT_SEARCH_COLUMNS;

  return (
    <Table.Row bg="gray.50" data-testid="orders-search-row">
      <Table.Cell px="1" />
      {[name, firstLoad, lastDischarge, cargo].map((c) => textInput(c.key, c.label))}
      <Table.Cell px="1">
        <Stack gap="1" minW="24">
          <Input
            {...inputProps}
            type="number"
            aria-label="Load Qty from"
            placeholder="From"
            value={draft.loadQtyFrom}
            onChange={handleField('loadQtyFrom')}
            onKeyDown={handleKey}
          />
          <Input
            {...inputProps}
            type="number"
            aria-label="Load Qty to"
            placeholder="To"
            value={draft.loadQtyTo}
            onChange={handleField('loadQtyTo')}
            onKeyDown={handleKey}
          />
        </Stack>
      </Table.Cell>
      {[voyType, account].map((c) => textInput(c.key, c.label))}
      <Table.Cell px="1">
        <Stack gap="1" minW="28">
          {dateInput('createdFrom', 'Created from', 'From')}
          {dateInput('createdTo', 'Created to', 'To')}
        </Stack>
      </Table.Cell>
      {textInput(createdBy.key, createdBy.label)}
      <Table.Cell px="1">
        <HStack gap="1">
          <Button size="xs" colorPalette="blue" onClick={handleSearch}>
            Search
          </Button>
          {active && (
            <IconButton size="xs" variant="ghost" aria-label="Clear search" title="Clear search" onClick={onClear}>
              <CloseIcon />
            </IconButton>
          )}
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
