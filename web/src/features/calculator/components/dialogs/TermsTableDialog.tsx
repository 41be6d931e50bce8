import { Button, CloseButton, Dialog, Portal, Table } from '@chakra-ui/react';
import { TERMS_TABLE } from '../../../../../../shared/voyage/terms-factor';

/** The Terms Co-efficient Table (spec 1 section 9): each terms value and its factor. */
export function TermsTableDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      size="xs"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title fontSize="md">Terms Co-efficient Table</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Table.Root size="sm" aria-label="Terms Co-efficient Table">
                <Table.Header>
                  <Table.Row bg="gray.100">
                    <Table.ColumnHeader>Terms</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Factor</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {TERMS_TABLE.map((t) => (
                    <Table.Row key={t.terms}>
                      <Table.Cell>{t.terms}</Table.Cell>
                      <Table.Cell textAlign="end">{t.factor}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose}>
                Close
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
