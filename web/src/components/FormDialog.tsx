import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  testId: string;
  size?: 'md' | 'lg';
  /** The save button's text (Add, Update). */
  saveLabel: string;
  busy: boolean;
  onSave(): void;
  onClose(): void;
  /** Buttons between Close and the save button (the vessel dialog's Discard). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the administration screens' {Add|Update} dialogs: a title, the form, and Close then Save
 * in the footer. It stays open on an outside click so typed input is not lost (spec 2 section 4).
 */
export function FormDialog({ title, testId, size, saveLabel, busy, onSave, onClose, actions, children }: Props) {
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && onClose()}
      size={size}
      placement="center"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title fontSize="md">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose}>
                Close
              </Button>
              {actions}
              <Button size="sm" colorPalette="blue" loading={busy} onClick={onSave}>
                {saveLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
