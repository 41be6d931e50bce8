import { Field, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { OperationType } from '../../../../__generated__/graphql';
import { toaster } from '../../../../app/toaster';
import { PortInput, type PortChoice } from '../../../orders/components/PortInput';
import { EMPTY_PORT } from '../../../orders/utils/port-entry';
import { isExtraOperation } from '../../state/draft-ops';
import { useCalculator } from '../../state/calculator-context';
import { OPERATION_LABEL, OPERATION_ORDER } from '../../utils/grid-columns';
import { applyAddOperation } from '../../utils/grid-edits';
import { CalcDialog, DialogActions } from './CalcDialog';

interface Props {
  open: boolean;
  /** Rows in the grid, for the 'after row N' choices. */
  rowCount: number;
  onClose(): void;
}

const EMPTY: PortChoice = EMPTY_PORT;
const LAST = 'last';

/**
 * Add Operation: a Passing, Waiting, Bunkering, Redelivery or Relay row (Commence, Loading and
 * Discharging are listed but disabled) at a port of the table or a custom point, last or after a chosen
 * row. No port: 'Port is required'; text that is no port: the port input's message (e.g. "Unknown port").
 */
export function AddOperationDialog({ open, rowCount, onClose }: Props) {
  const { draft } = useCalculator();
  const [operation, setOperation] = useState<OperationType>('PASSING');
  const [port, setPort] = useState<PortChoice>(EMPTY);
  const [position, setPosition] = useState<string>(LAST);

  const close = () => {
    setOperation('PASSING');
    setPort(EMPTY);
    setPosition(LAST);
    onClose();
  };

  const handleAdd = () => {
    const current = draft.draft;
    if (!current) return;
    const req = { operation, port, afterRow: position === LAST ? null : Number(position) };
    const { error } = applyAddOperation(current, req);
    if (error) {
      toaster.create({ type: 'error', title: error });
      return;
    }
    draft.edit((x) => applyAddOperation(x, req).draft);
    close();
  };

  return (
    <CalcDialog
      open={open}
      onClose={close}
      title="Add Operation"
      size="sm"
      footer={<DialogActions onCancel={close} label="Add" onAction={handleAdd} />}
    >
      <Stack gap="3">
        <Field.Root>
          <Field.Label fontSize="xs">Operation</Field.Label>
          <NativeSelect.Root size="xs">
            <NativeSelect.Field
              aria-label="Operation"
              value={operation}
              onChange={(e) => setOperation(e.target.value as OperationType)}
            >
              {OPERATION_ORDER.map((t) => (
                <option key={t} value={t} disabled={!isExtraOperation(t)}>
                  {OPERATION_LABEL[t]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label fontSize="xs">Port</Field.Label>
          <PortInput value={port} label="Port" invalid={false} onChange={setPort} />
        </Field.Root>
        <Field.Root>
          <Field.Label fontSize="xs">Position</Field.Label>
          <NativeSelect.Root size="xs">
            <NativeSelect.Field aria-label="Position" value={position} onChange={(e) => setPosition(e.target.value)}>
              <option value={LAST}>Last</option>
              {Array.from({ length: rowCount }, (_, i) => (
                <option key={i + 1} value={String(i + 1)}>
                  After row {i + 1}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
    </CalcDialog>
  );
}
