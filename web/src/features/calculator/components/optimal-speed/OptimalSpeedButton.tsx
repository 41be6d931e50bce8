import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { OptimalSpeedDialog } from './OptimalSpeedDialog';
import { useOpenedOnce } from '../dialogs/CalcDialog';

/** The fleet toolbar's "Optimal speed" action and its dialog (issue #21 item 2). */
export function OptimalSpeedButton({ disabled }: { disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const rendered = useOpenedOnce(open);
  return (
    <>
      <Button size="xs" variant="outline" disabled={disabled} onClick={() => setOpen(true)}>
        Optimal speed
      </Button>
      {rendered && <OptimalSpeedDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
