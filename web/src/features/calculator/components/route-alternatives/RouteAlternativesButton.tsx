import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { RouteAlternativesDialog } from './RouteAlternativesDialog';
import { useOpenedOnce } from '../dialogs/CalcDialog';

/** The fleet toolbar's "Routes" action and its dialog (issue #21 item 3). */
export function RouteAlternativesButton({ disabled }: { disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const rendered = useOpenedOnce(open);
  return (
    <>
      <Button size="xs" variant="outline" disabled={disabled} onClick={() => setOpen(true)}>
        Routes
      </Button>
      {rendered && <RouteAlternativesDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
