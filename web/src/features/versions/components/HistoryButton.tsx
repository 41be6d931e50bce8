import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { VersionedRecord } from '../../../__generated__/graphql';
import { HistoryDrawer } from './HistoryDrawer';

/** "History": opens the versions panel of an order or a saved voyage. */
export function HistoryButton(props: { record: VersionedRecord; id: number; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} data-testid="history-button">
        History
      </Button>
      <HistoryDrawer {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
