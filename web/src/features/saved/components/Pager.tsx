import { Button, HStack, Text } from '@chakra-ui/react';

/** Prev / Next and, past the first page, a jump to the first page (spec 1 section 2). */
export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1 && page === 0) return null;
  return (
    <HStack gap="2" mt="3" justify="flex-end">
      {page > 0 && (
        <Button size="xs" variant="outline" onClick={() => onPage(0)} aria-label="First page">
          « First
        </Button>
      )}
      <Button size="xs" variant="outline" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Prev
      </Button>
      <Text fontSize="sm" color="gray.600">
        Page {page + 1} of {Math.max(totalPages, 1)}
      </Text>
      <Button size="xs" variant="outline" disabled={page + 1 >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </HStack>
  );
}
