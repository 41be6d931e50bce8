import { IconButton, Input, NativeSelect, Table } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { OPERATION_TYPES } from '../../../../../shared/validation/order-rules';
import { TERMS_TABLE } from '../../../../../shared/voyage/terms-factor';
import type { OperationRowForm, QtyModeValue, RowNumberField } from '../utils/order-form';
import { ChevronIcon, CloseIcon } from '../../../components/icons';
import { PortInput, type PortChoice } from './PortInput';

interface Props {
  row: OperationRowForm;
  index: number;
  qtyMode: QtyModeValue | '';
  /** Types the select offers enabled; empty: the type is fixed. */
  selectable: readonly string[];
  freightLocked: boolean;
  removable: boolean;
  /** Whether the row can move up / down (the first row stays first). */
  movable: { up: boolean; down: boolean };
  /** Fields with a live validation message. */
  invalid: ReadonlySet<string>;
  onChange: (patch: Partial<OperationRowForm>) => void;
  onTerms: (terms: string) => void;
  onRemove: () => void;
  onMove: (delta: -1 | 1) => void;
}

const cell = { px: '1', py: '1' } as const;

/** One operation row of the order dialog. */
export function OperationRow({
  row,
  index,
  qtyMode,
  selectable,
  freightLocked,
  removable,
  movable,
  invalid,
  onChange,
  onTerms,
  onRemove,
  onMove,
}: Props) {
  const n = index + 1;
  const commence = row.operation === 'Commence';
  const numberInput = (field: RowNumberField, label: string, disabled = false) => (
    <Table.Cell {...cell}>
      <Input
        size="xs"
        fontSize="xs"
        type="number"
        step="any"
        min="0"
        w="20"
        textAlign="end"
        aria-label={`Row ${n} ${label}`}
        aria-invalid={invalid.has(field) || undefined}
        borderColor={invalid.has(field) ? 'red.400' : undefined}
        value={row[field] ?? ''}
        disabled={disabled || commence}
        onChange={(e: ChangeEvent<HTMLInputElement>) =>
          onChange({ [field]: e.target.value === '' ? null : Number(e.target.value) })
        }
      />
    </Table.Cell>
  );
  const textInput = (field: 'cargo' | 'account', label: string) => (
    <Table.Cell {...cell}>
      <Input
        size="xs"
        fontSize="xs"
        w="20"
        aria-label={`Row ${n} ${label}`}
        value={row[field]}
        disabled={commence}
        onChange={(e) => onChange({ [field]: e.target.value })}
      />
    </Table.Cell>
  );

  return (
    <Table.Row data-testid="operation-row">
      <Table.Cell {...cell} fontSize="xs" color="gray.500" textAlign="center">
        {n}
      </Table.Cell>
      <Table.Cell {...cell}>
        <NativeSelect.Root size="xs" w="28" disabled={selectable.length === 0}>
          <NativeSelect.Field
            aria-label={`Row ${n} Operation`}
            fontSize="xs"
            value={row.operation}
            onChange={(e) => onChange({ operation: e.target.value as OperationRowForm['operation'] })}
          >
            {OPERATION_TYPES.map((t) => (
              <option key={t} value={t} disabled={t !== row.operation && !selectable.includes(t)}>
                {t}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Table.Cell>
      <Table.Cell {...cell}>
        <PortInput
          value={row}
          label={`Row ${n} Port`}
          invalid={invalid.has('port') || invalid.has('lat')}
          notice={row.port === row.storedPort ? row.portNotice : null}
          onChange={(choice: PortChoice) => onChange(choice)}
        />
      </Table.Cell>
      {textInput('cargo', 'Cargo')}
      {textInput('account', 'Account')}
      {qtyMode === 'MINMAX' ? (
        <>
          {numberInput('min', 'Min')}
          {numberInput('max', 'Max')}
        </>
      ) : (
        <>
          {numberInput('cargoQty', 'Cargo Qty')}
          {numberInput('tolerance', 'Tolerance')}
        </>
      )}
      {numberInput('rate', 'Rate')}
      <Table.Cell {...cell}>
        <NativeSelect.Root size="xs" w="24" disabled={commence}>
          <NativeSelect.Field
            aria-label={`Row ${n} Terms`}
            fontSize="xs"
            value={row.terms}
            onChange={(e) => onTerms(e.target.value)}
          >
            {!TERMS_TABLE.some((t) => t.terms === row.terms) && <option value={row.terms}>{row.terms}</option>}
            {TERMS_TABLE.map((t) => (
              <option key={t.terms} value={t.terms}>
                {t.terms}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Table.Cell>
      {numberInput('factor', 'Factor')}
      {numberInput('freight', 'Freight', freightLocked)}
      {numberInput('adcom', 'Adcom', freightLocked)}
      {numberInput('other', 'Other', freightLocked)}
      {numberInput('brokerage', 'Brokerage', freightLocked)}
      <Table.Cell {...cell} textAlign="center" whiteSpace="nowrap">
        <IconButton
          size="2xs"
          variant="ghost"
          aria-label={`Move row ${n} up`}
          title="Move up"
          disabled={!movable.up}
          onClick={() => onMove(-1)}
        >
          <ChevronIcon direction="up" />
        </IconButton>
        <IconButton
          size="2xs"
          variant="ghost"
          aria-label={`Move row ${n} down`}
          title="Move down"
          disabled={!movable.down}
          onClick={() => onMove(1)}
        >
          <ChevronIcon direction="down" />
        </IconButton>
        {removable && (
          <IconButton
            size="2xs"
            variant="ghost"
            colorPalette="red"
            aria-label={`Remove row ${n}`}
            title="Remove"
            onClick={onRemove}
          >
            <CloseIcon />
          </IconButton>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
