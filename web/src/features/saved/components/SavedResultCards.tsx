import { Box, Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql, getFragmentData, type FragmentType } from '../../../__generated__';
import type { RecordRef } from '../../../app/notice';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useSession } from '../../auth/hooks/useSession';
import { useDeleteSavedResult } from '../hooks/useDeleteSavedResult';
import { canDeleteSavedResult } from '../utils/can-delete';
import { formatDate, formatNumber } from '../../../lib/format';
import { SAVED_MSG } from '../utils/saved-messages';

/** The fields a card reads; the saved results list spreads it. */
export const SavedResultCardsFragment = graphql(`
  fragment SavedResultCards_result on SavedResultRowGql {
    id
    databaseId
    saveLabel
    vessel
    name
    firstLoadPort
    lastDischargePort
    loadQuantity
    createdDate
    createdUserName
    userId
  }
`);

/** The saved results as cards showing the vessel, each with Open and (for its saver or an ADMIN) Delete. */
export function SavedResultCards(props: { rows: readonly FragmentType<typeof SavedResultCardsFragment>[] }) {
  const rows = getFragmentData(SavedResultCardsFragment, props.rows);
  const { session } = useSession();
  const { deleteResult, deleting } = useDeleteSavedResult();
  const [pending, setPending] = useState<RecordRef | null>(null);

  if (rows.length === 0) {
    return (
      <Text color="gray.600" data-testid="saved-empty">
        {SAVED_MSG.noResultFound}
      </Text>
    );
  }

  const handleConfirm = async () => {
    if (pending === null) return;
    await deleteResult(pending);
    setPending(null);
  };

  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {rows.map((row) => (
          <Card.Root key={row.id} size="sm" data-testid="saved-card">
            <Card.Header>
              <Card.Title>{row.vessel}</Card.Title>
              <Text fontSize="sm" color="gray.600">
                {row.saveLabel}
              </Text>
            </Card.Header>
            <Card.Body>
              <Stack gap="1" fontSize="sm">
                <Text>{row.name}</Text>
                <Text color="gray.700">
                  {row.firstLoadPort ?? '-'} → {row.lastDischargePort ?? '-'}
                </Text>
                <Text color="gray.600">
                  {formatNumber(row.loadQuantity, 0)} t · {formatDate(row.createdDate)} · {row.createdUserName || '-'}
                </Text>
              </Stack>
            </Card.Body>
            <Card.Footer>
              <HStack gap="2">
                <Button asChild size="xs" colorPalette="blue">
                  <RouterLink to={`/saved/${row.databaseId}`}>Open</RouterLink>
                </Button>
                {canDeleteSavedResult(session, row) && (
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => setPending(row)}>
                    Delete
                  </Button>
                )}
              </HStack>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Box>
        <ConfirmDialog
          open={pending !== null}
          message={SAVED_MSG.confirmDeleteResult}
          busy={deleting}
          onConfirm={() => void handleConfirm()}
          onCancel={() => setPending(null)}
        />
      </Box>
    </>
  );
}
