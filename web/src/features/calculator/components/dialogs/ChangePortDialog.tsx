import { Button, CloseButton, Dialog, Field, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PortInput, type PortChoice } from '../../../orders/components/PortInput';
import type { OperationRow } from '../../state/types';
import { OPERATION_LABEL } from '../../utils/grid-columns';

interface Props {
  /** The row whose port changes; null: closed. */
  row: OperationRow | null;
  onClose(): void;
  onChoose(choice: PortChoice): void;
}

const EMPTY: PortChoice = { port: '', lat: null, lng: null, country: null };

/** 'Change {Operation} Port': a port search; Change applies the chosen port (its legs are then re-measured). */
export function ChangePortDialog({ row, onClose, onChoose }: Props) {
  const [choice, setChoice] = useState<PortChoice>(EMPTY);
  const title = row ? `Change ${OPERATION_LABEL[row.operation]} Port` : '';
  const ready = choice.port.trim() !== '';

  const close = () => {
    setChoice(EMPTY);
    onClose();
  };
  const handleChange = () => {
    if (!ready) return;
    onChoose({ ...choice, port: choice.port.trim() });
    close();
  };

  return (
    <Dialog.Root open={row !== null} onOpenChange={(e) => !e.open && close()} size="sm" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title fontSize="md">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="xs" color="gray.600" mb="2">
                Current port: {row?.port || '-'}
              </Text>
              <Field.Root>
                <Field.Label fontSize="xs">Port</Field.Label>
                <PortInput value={choice.port} label="New port" invalid={false} onChange={setChoice} />
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button size="sm" colorPalette="blue" disabled={!ready} onClick={handleChange}>
                Change
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
