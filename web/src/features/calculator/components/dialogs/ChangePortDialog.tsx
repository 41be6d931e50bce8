import { Field, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PortInput, type PortChoice } from '../../../orders/components/PortInput';
import { EMPTY_PORT, portEntryIssue } from '../../../orders/utils/port-entry';
import type { OperationRow } from '../../state/types';
import { OPERATION_LABEL } from '../../utils/grid-columns';
import { CalcDialog, DialogActions } from './CalcDialog';

interface Props {
  /** The row whose port changes; null: closed. */
  row: OperationRow | null;
  onClose(): void;
  onChoose(choice: PortChoice): void;
}

const EMPTY: PortChoice = EMPTY_PORT;

/**
 * 'Change {Operation} Port': a port search; Change applies the chosen port or custom point (its legs are
 * then re-measured). Text that is no port keeps Change disabled, the input saying why.
 */
export function ChangePortDialog({ row, onClose, onChoose }: Props) {
  const [choice, setChoice] = useState<PortChoice>(EMPTY);
  const title = row ? `Change ${OPERATION_LABEL[row.operation]} Port` : '';
  // Change applies a port of the table or a custom point with its position, never untied text.
  const issue = portEntryIssue(choice);
  const ready = choice.port.trim() !== '' && issue === null;

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
    <CalcDialog
      open={row !== null}
      onClose={close}
      title={title}
      size="sm"
      footer={<DialogActions onCancel={close} label="Change" onAction={handleChange} disabled={!ready} />}
    >
      <Text fontSize="xs" color="gray.600" mb="2">
        Current port: {row?.port || '-'}
      </Text>
      <Field.Root>
        <Field.Label fontSize="xs">Port</Field.Label>
        <PortInput value={choice} label="New port" invalid={false} onChange={setChoice} />
      </Field.Root>
    </CalcDialog>
  );
}
