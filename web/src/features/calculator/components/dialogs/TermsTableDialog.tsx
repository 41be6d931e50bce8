import { Table } from '@chakra-ui/react';
import { TERMS_TABLE } from '../../../../../../shared/voyage/terms-factor';
import { CalcDialog, CloseAction } from './CalcDialog';

/** The Terms Co-efficient Table (spec 1 section 9): each terms value and its factor. */
export function TermsTableDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <CalcDialog
      open={open}
      onClose={onClose}
      title="Terms Co-efficient Table"
      size="xs"
      scroll
      footer={<CloseAction onClose={onClose} />}
    >
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
    </CalcDialog>
  );
}
