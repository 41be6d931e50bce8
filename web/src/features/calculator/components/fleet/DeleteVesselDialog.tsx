import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { CALC_MSG } from '../../utils/calculator-messages';

interface Props {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Are you sure you want to delete this Vessel?' with Confirm and Cancel. */
export function DeleteVesselDialog({ open, busy, onConfirm, onCancel }: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onCancel()}
      role="alertdialog"
      size="xs"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title fontSize="md">Delete vessel</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm">{CALC_MSG.deleteVesselConfirm}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button size="sm" colorPalette="red" loading={busy} onClick={onConfirm}>
                Confirm
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
