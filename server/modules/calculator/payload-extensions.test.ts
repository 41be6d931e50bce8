import { describe, expect, it } from 'vitest';
import {
  CARGO_ROW_FIELDS,
  CLIENT_QUERY_FIELDS,
  EXTRA_DETAIL_FIELDS,
  extensionsOf,
  FLEET_ENTRY_FIELDS,
  VESSEL_FIELDS,
  type FieldTable,
} from '../../../shared/contract/calculation/index.js';
import {
  VESSEL_FLAG_FIELDS,
  VESSEL_INTEGER_FIELDS,
  VESSEL_NULLABLE_NUMBER_FIELDS,
  VESSEL_NUMBER_FIELDS,
  VESSEL_TEXT_FIELDS,
} from '../../../shared/validation/vessel-rules.js';
import { FLEET_FLAG_FIELDS, FLEET_NULLABLE_NUMBER_FIELDS, FLEET_NUMBER_FIELDS } from '../fleet/fleet-record.js';
import {
  EXTRA_DETAIL_KEYS,
  OPERATION_KEYS,
  OPERATION_NULLABLE_KEYS,
  ORDER_KEYS,
  ORDER_NULLABLE_KEYS,
} from '../orders/order-fields.js';

/** Every name the calculation reader takes in a record of this table. */
const accepted = (table: FieldTable) =>
  new Set([
    ...Object.entries(table).flatMap(([name, spec]) => [name, ...(spec.aliases ?? [])]),
    ...extensionsOf(table),
  ]);

// The legacy client posts the records it read (the order, its operations, fleet rows, vessel records) as
// they were stored: every stored field is a contract field or a documented extension, so none is refused.
describe('calculation payload extensions', () => {
  it.each([
    ['the order', CLIENT_QUERY_FIELDS, [...ORDER_KEYS, ...ORDER_NULLABLE_KEYS]],
    ['a port operation', CARGO_ROW_FIELDS, [...OPERATION_KEYS, ...OPERATION_NULLABLE_KEYS]],
    ['a row extra detail', EXTRA_DETAIL_FIELDS, EXTRA_DETAIL_KEYS],
    [
      'a fleet row',
      FLEET_ENTRY_FIELDS,
      [...FLEET_NUMBER_FIELDS, ...FLEET_NULLABLE_NUMBER_FIELDS, ...FLEET_FLAG_FIELDS],
    ],
    [
      'a vessel record',
      VESSEL_FIELDS,
      [
        ...VESSEL_NUMBER_FIELDS,
        ...VESSEL_NULLABLE_NUMBER_FIELDS,
        ...VESSEL_INTEGER_FIELDS,
        ...VESSEL_FLAG_FIELDS,
        ...Object.keys(VESSEL_TEXT_FIELDS),
      ],
    ],
  ] as const)('%s as stored is accepted', (_, table, stored: readonly string[]) => {
    const known = accepted(table);
    expect(stored.filter((name) => !known.has(name))).toEqual([]);
  });

  it('extensions never shadow a field or an alias of their table', () => {
    for (const table of [
      CLIENT_QUERY_FIELDS,
      CARGO_ROW_FIELDS,
      EXTRA_DETAIL_FIELDS,
      FLEET_ENTRY_FIELDS,
      VESSEL_FIELDS,
    ]) {
      const fields = new Set(
        Object.entries(table).flatMap(([n, s]) => [n, ...((s as { aliases?: string[] }).aliases ?? [])]),
      );
      expect(extensionsOf(table).filter((name) => fields.has(name))).toEqual([]);
    }
  });
});
