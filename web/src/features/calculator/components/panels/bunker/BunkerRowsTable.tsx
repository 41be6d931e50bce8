import { NativeSelect, Table } from '@chakra-ui/react';
import type { BunkerPaidBy, BunkerReserve, FuelType } from '../../../../../__generated__/graphql';
import { formatNumber } from '../../../../../lib/format';
import type { ExtraPatch, OperationRow } from '../../../state/types';
import type { RowOnBoard } from '../../../utils/bunker-on-board';
import { GRADES, supplyPriceField } from '../../../utils/bunker-rules';
import { operationLabel, rowPort } from '../../../utils/panel-format';
import { NumberField } from '../NumberField';
import { BUNKER_CELL as cell } from './GradeHeader';

const SUPPLIED = { hs: 'bunkerSuppliedHsfo', ls: 'bunkerSuppliedLsfo', mgo: 'bunkerSuppliedMgo' } as const;

function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly [T, string][];
  onChange(value: T): void;
}) {
  return (
    <NativeSelect.Root size="xs" minW="24">
      <NativeSelect.Field
        aria-label={label}
        fontSize="xs"
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

const RESERVE: readonly [BunkerReserve, string][] = [
  ['RESERVE', 'Reserve'],
  ['SUPPLY', 'Supply'],
];
const PAID_BY: readonly [BunkerPaidBy, string][] = [
  ['OWNER', 'Owner (Internal)'],
  ['OPERATOR', 'Operator (External)'],
];

/**
 * The per-row bunker supply table (shown when the method is not DEFAULT): bunkers on arrival (the
 * active vessel's result; on departure in the cell's title), supplied quantities, reserve/supply, who pays, and the supply prices for the
 * order's fuel type.
 */
export function BunkerRowsTable({
  rows,
  onBoard,
  fuelType,
  openPort,
  onPatch,
}: {
  rows: readonly OperationRow[];
  /** The active vessel's open port, shown on Commence. */
  openPort: string | null;
  /** The engine's bunkers on board by row key. */
  onBoard: ReadonlyMap<string, RowOnBoard>;
  fuelType: FuelType;
  onPatch(key: string, patch: ExtraPatch): void;
}) {
  return (
    <Table.Root size="sm" fontSize="xs" aria-label="Bunker Supply" data-testid="bunker-supply-rows">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader {...cell} rowSpan={2}>
            Operation
          </Table.ColumnHeader>
          <Table.ColumnHeader {...cell} rowSpan={2}>
            Port
          </Table.ColumnHeader>
          <Table.ColumnHeader {...cell} colSpan={3} textAlign="center">
            Arrival Bunkers
          </Table.ColumnHeader>
          <Table.ColumnHeader {...cell} colSpan={3} textAlign="center">
            Bunkers Supplied
          </Table.ColumnHeader>
          <Table.ColumnHeader {...cell} rowSpan={2}>
            Reserve / Supply
          </Table.ColumnHeader>
          <Table.ColumnHeader {...cell} rowSpan={2}>
            Paid By
          </Table.ColumnHeader>
          <Table.ColumnHeader {...cell} colSpan={3} textAlign="center">
            Fuel Price
          </Table.ColumnHeader>
        </Table.Row>
        <Table.Row>
          {[0, 1, 2].flatMap((block) =>
            GRADES.map((g) => (
              <Table.ColumnHeader key={`${block}-${g.key}`} {...cell} textAlign="end">
                {g.label}
              </Table.ColumnHeader>
            )),
          )}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row, i) => {
          const n = i + 1;
          const here = onBoard.get(row.key);
          return (
            <Table.Row key={row.key} data-testid="bunker-row">
              <Table.Cell {...cell}>{operationLabel(row.operation)}</Table.Cell>
              <Table.Cell {...cell}>{rowPort(row, openPort)}</Table.Cell>
              {GRADES.map((g) => (
                <Table.Cell
                  key={g.key}
                  {...cell}
                  textAlign="end"
                  data-field={`arrival-${g.key}`}
                  title={here ? `On departure ${formatNumber(here.departure[g.key], 2)} t` : undefined}
                >
                  {formatNumber(here?.arrival[g.key], 2)}
                </Table.Cell>
              ))}
              {GRADES.map((g) => (
                <Table.Cell key={g.key} {...cell} w="20">
                  <NumberField
                    label={`Row ${n} Supplied ${g.label}`}
                    value={row.extra[SUPPLIED[g.key]]}
                    onValue={(v) => onPatch(row.key, { [SUPPLIED[g.key]]: v })}
                  />
                </Table.Cell>
              ))}
              <Table.Cell {...cell}>
                <Select
                  label={`Row ${n} Reserve`}
                  value={row.extra.reserve}
                  options={RESERVE}
                  onChange={(reserve) => onPatch(row.key, { reserve })}
                />
              </Table.Cell>
              <Table.Cell {...cell}>
                <Select
                  label={`Row ${n} Paid By`}
                  value={row.extra.paidBy}
                  options={PAID_BY}
                  onChange={(paidBy) => onPatch(row.key, { paidBy })}
                />
              </Table.Cell>
              {GRADES.map((g) => {
                const field = supplyPriceField(g.key, fuelType);
                return (
                  <Table.Cell key={g.key} {...cell} w="20">
                    <NumberField
                      label={`Row ${n} Price ${g.label}`}
                      value={row.extra[field]}
                      onValue={(v) => onPatch(row.key, { [field]: v })}
                    />
                  </Table.Cell>
                );
              })}
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
