import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

interface Props {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  size?: Dialog.RootProps['size'];
  /**
   * 'form' (default): centred, plain header, the X (if any) named 'Close' after the footer so the first
   * field takes the focus. 'table': the panels' large tables, at the top with a ruled header, the X named
   * 'Close dialog' right after it, a compact body that scrolls inside, and the title as accessible name.
   */
  variant?: 'form' | 'table';
  /** Show the X in the corner (always shown on 'table'). */
  closeButton?: boolean;
  /** The body scrolls inside the dialog (tall tables; always on 'table'). */
  scroll?: boolean;
  closeOnInteractOutside?: boolean;
  /** Sizes of the content (maxW, maxH ...). */
  contentProps?: Omit<Dialog.ContentProps, 'children'>;
  testId?: string;
  footer?: ReactNode;
  /** Children are the whole content below the header (their own Dialog.Body and Dialog.Footer). */
  bare?: boolean;
  children: ReactNode;
}

/**
 * The frame every calculator dialog shares: title, optional X, body, optional footer. Its content
 * mounts when it first opens (then stays mounted): the calculator holds a dozen closed dialogs, whose
 * hidden content would otherwise render with the screen, in the render that shows the first priced row.
 */
export function CalcDialog({
  open,
  onClose,
  title,
  size,
  variant = 'form',
  closeButton = true,
  scroll = false,
  closeOnInteractOutside,
  contentProps,
  testId,
  footer,
  bare = false,
  children,
}: Props) {
  const table = variant === 'table';
  const label = table && typeof title === 'string' ? title : undefined;
  const corner = (name: string) => (
    <Dialog.CloseTrigger asChild>
      <CloseButton size="sm" aria-label={name} />
    </Dialog.CloseTrigger>
  );
  return (
    <Dialog.Root
      lazyMount
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      size={size}
      placement={table ? undefined : 'center'}
      scrollBehavior={scroll || table ? 'inside' : undefined}
      {...(closeOnInteractOutside === undefined ? {} : { closeOnInteractOutside })}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={label} data-testid={testId} {...contentProps}>
            <Dialog.Header {...(table ? { py: '3', borderBottomWidth: '1px' } : {})}>
              <Dialog.Title fontSize="md">{title}</Dialog.Title>
            </Dialog.Header>
            {table && corner('Close dialog')}
            {bare ? children : <Dialog.Body {...(table ? { py: '3', fontSize: 'xs' } : {})}>{children}</Dialog.Body>}
            {footer !== undefined && <Dialog.Footer>{footer}</Dialog.Footer>}
            {!table && closeButton && corner('Close')}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * True from the first time `open` is: a dialog rendered only from then on costs nothing while it has
 * never been opened (the calculator holds a dozen, each reading the calculator's state, which every edit
 * changes: ADR 0035), and once opened stays rendered (its closing animation, its state).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** The footer's outline Close button. */
export function CloseAction({ onClose }: { onClose(): void }) {
  return (
    <Button size="sm" variant="outline" onClick={onClose}>
      Close
    </Button>
  );
}

interface ActionsProps {
  cancelLabel?: string;
  onCancel(): void;
  label: string;
  onAction(): void;
  loading?: boolean;
  disabled?: boolean;
}

/** A form dialog's footer: an outline Cancel (or Close) and the blue action. */
export function DialogActions({ cancelLabel = 'Cancel', onCancel, label, onAction, loading, disabled }: ActionsProps) {
  return (
    <>
      <Button size="sm" variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button size="sm" colorPalette="blue" loading={loading} disabled={disabled} onClick={onAction}>
        {label}
      </Button>
    </>
  );
}
