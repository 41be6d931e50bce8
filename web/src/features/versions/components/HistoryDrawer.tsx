import { Alert, Box, Button, CloseButton, Drawer, Heading, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { VersionedRecord } from '../../../__generated__/graphql';
import { useRecordVersions } from '../hooks/useRecordVersions';
import { useVersionDiff } from '../hooks/useVersionDiff';
import { comparedPair, toggleCompared } from '../utils/version-text';
import { VersionDiffTable } from './VersionDiffTable';
import { VersionList } from './VersionList';

interface Props {
  record: VersionedRecord;
  id: number;
  open: boolean;
  onClose: () => void;
  /** What the panel is the history of ('Order', 'Saved voyage'). */
  title: string;
}

/** The History panel (issue #21 item 6): the versions of an order or saved voyage, two of them compared. */
export function HistoryDrawer({ record, id, open, onClose, title }: Props) {
  const { versions, total, loading, error, hasMore, showOlder } = useRecordVersions(record, id, open);
  // null: the two newest, compared until the user ticks others.
  const [ticked, setTicked] = useState<number[] | null>(null);
  const picked = ticked ?? versions.slice(0, 2).map((v) => v.version);
  const handleClose = () => {
    setTicked(null);
    onClose();
  };
  const pair = comparedPair(picked);
  const diff = useVersionDiff(record, id, open ? pair : null);

  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && handleClose()} size="lg" placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content aria-label={`${title} history`} data-testid="history-panel">
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title fontSize="md">
                {title} history{total > 0 ? ` · ${total} version${total === 1 ? '' : 's'}` : ''}
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close history" />
            </Drawer.CloseTrigger>
            <Drawer.Body>
              <Stack gap="4">
                {error && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                )}
                {loading && versions.length === 0 ? (
                  <Spinner />
                ) : (
                  <VersionList
                    versions={versions}
                    picked={picked}
                    onToggle={(v) => setTicked(toggleCompared(picked, v))}
                  />
                )}
                {hasMore && (
                  <Button size="xs" variant="outline" alignSelf="start" onClick={() => void showOlder()}>
                    Show older versions
                  </Button>
                )}
                <Box>
                  <Heading as="h3" size="sm" mb="2">
                    Differences
                  </Heading>
                  {pair === null ? (
                    <Text fontSize="sm" color="gray.600">
                      Tick two versions to compare them.
                    </Text>
                  ) : diff.error ? (
                    <Text fontSize="sm" color="red.600">
                      {diff.error}
                    </Text>
                  ) : diff.diff ? (
                    <VersionDiffTable diff={diff.diff} />
                  ) : (
                    <Spinner size="sm" />
                  )}
                </Box>
              </Stack>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
