import { Button, HStack, Text } from '@chakra-ui/react';
import { pageAfter, pageLabel, type PageAction } from '../utils/list-paging';

/** First / Previous / Next of the vessel and fleet lists (spec 2 sections 2 and 4). */
export function ListPager({
  page,
  totalPages,
  onPage,
  testId,
}: {
  page: number;
  totalPages: number;
  onPage(page: number): void;
  testId: string;
}) {
  const go = (action: PageAction) => onPage(pageAfter(action, page, totalPages));
  return (
    <HStack gap="2" mt="3" justify="flex-end" data-testid={testId}>
      <Button size="xs" variant="outline" onClick={() => go('first')}>
        First
      </Button>
      {/* Previous on the first page does nothing (spec 2 section 4); disabled says so. */}
      <Button size="xs" variant="outline" disabled={page === 0} onClick={() => go('previous')}>
        Previous
      </Button>
      <Text fontSize="sm" color="gray.600" data-testid={`${testId}-label`}>
        {pageLabel(page, totalPages)}
      </Text>
      <Button size="xs" variant="outline" disabled={page + 1 >= totalPages} onClick={() => go('next')}>
        Next
      </Button>
    </HStack>
  );
}
