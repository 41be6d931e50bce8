import { Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { pageRangeText } from '../utils/order-list';

interface Props {
  page: number;
  size: number;
  total: number;
  totalPages: number;
  shown: number;
  onPage: (page: number) => void;
}

/** Prev / Next, a jump to the first page when not on it, and 'x-y of n'. */
export function OrdersPagination({ page, size, total, totalPages, shown, onPage }: Props) {
  return (
    <HStack justify="flex-end" gap="2" mt="2" fontSize="xs">
      <Text color="gray.600" data-testid="orders-page-range" fontVariantNumeric="tabular-nums">
        {pageRangeText(page, size, total, shown)}
      </Text>
      {page > 0 && (
        <IconButton size="xs" variant="outline" aria-label="First page" title="First page" onClick={() => onPage(0)}>
          «
        </IconButton>
      )}
      <Button size="xs" variant="outline" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Prev
      </Button>
      <Button size="xs" variant="outline" disabled={page + 1 >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </HStack>
  );
}
