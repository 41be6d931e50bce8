import { Field, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PortInput, type PortChoice } from '../../../orders/components/PortInput';
import type { OperationRow } from '../../state/types';
import { OPERATION_LABEL } from '../../utils/grid-columns';
import { CalcDialog, DialogActions } from './CalcDialog';

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
        <PortInput value={choice.port} label="New port" invalid={false} onChange={setChoice} />
      </Field.Root>
    </CalcDialog>
  );
}
