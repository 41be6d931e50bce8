import { Button, HStack, IconButton, Input, NativeSelect } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { isVoyageSearchField, VOYAGE_SEARCH_FIELDS, type VoyageSearch } from '../utils/voyage-search';
import { CloseIcon } from '../../../components/icons';

interface Props {
  draft: VoyageSearch;
  onChange: (draft: VoyageSearch) => void;
  onSearch: () => void;
  onClear: () => void;
  /** A search is applied to the table: the clear icon shows. */
  active: boolean;
  testId: string;
}

/** The row above the voyages table: the search text, the field it matches, Search (or Enter) and clear. */
export function VoyagesSearchRow({ draft, onChange, onSearch, onClear, active, testId }: Props) {
  const handleKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') onSearch();
  };
  return (
    <HStack gap="2" mb="2" flexWrap="wrap" data-testid={testId}>
      <NativeSelect.Root size="xs" width="auto" minW="40">
        <NativeSelect.Field
          aria-label="Search field"
          bg="white"
          fontSize="xs"
          value={draft.type}
          onChange={(e) => {
            if (isVoyageSearchField(e.target.value)) onChange({ ...draft, type: e.target.value });
          }}
        >
          {VOYAGE_SEARCH_FIELDS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Input
        size="xs"
        bg="white"
        fontSize="xs"
        maxW="64"
        aria-label="Search voyages"
        placeholder="Search"
        value={draft.text}
        onChange={(e) => onChange({ ...draft, text: e.target.value })}
        onKeyDown={handleKey}
      />
      <Button size="xs" colorPalette="blue" onClick={onSearch}>
        Search
      </Button>
      {active && (
        <IconButton size="xs" variant="ghost" aria-label="Clear search" title="Clear search" onClick={onClear}>
          <CloseIcon />
        </IconButton>
      )}
    </HStack>
  );
}
