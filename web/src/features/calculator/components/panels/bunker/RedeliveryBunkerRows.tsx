import { Table } from '@chakra-ui/react';
import { CALC_LIMITS } from '../../../../../../../shared/validation/calc-warnings';
import type { FleetEntry } from '../../../state/types';
import { GRADES, type Grade } from '../../../utils/bunker-rules';
import { NumberField } from '../NumberField';
import { BUNKER_CELL as cell } from './GradeHeader';

type RedeliveryField = 'bnkRedelhs' | 'bnkRedells' | 'bnkRedelmgo';
const EXPECTED_QTY: Record<Grade, RedeliveryField> = { hs: 'bnkRedelhs', ls: 'bnkRedells', mgo: 'bnkRedelmgo' };
const MAX_TOLERANCE = CALC_LIMITS.redeliveryTolerancePctMax;

/**
 * Rows of the Bunker Quantity table: the quantities expected on re-delivery (t; 0 = not checked) and the
 * tolerance around them (percent, 0..100). The engine alerts when the bunkers it computes on re-delivery
 * fall outside; no figure depends on them. Editable only while Override is on.
 */
export function RedeliveryBunkerRows({
  entry,
  editable,
  onPatch,
}: {
  entry: FleetEntry;
  editable: boolean;
  onPatch(patch: Partial<FleetEntry>): void;
}) {
  return (
    <>
      <Table.Row>
        <Table.Cell {...cell} whiteSpace="nowrap">
          Expected on Re-delivery
        </Table.Cell>
        {GRADES.map((g) => (
          <Table.Cell key={g.key} {...cell}>
            <NumberField
              label={`Expected on Re-delivery ${g.label}`}
              value={entry[EXPECTED_QTY[g.key]]}
              disabled={!editable}
              onValue={(v) => onPatch({ [EXPECTED_QTY[g.key]]: v })}
            />
          </Table.Cell>
        ))}
      </Table.Row>
      <Table.Row>
        <Table.Cell {...cell} whiteSpace="nowrap">
          Tolerance (%)
        </Table.Cell>
        <Table.Cell {...cell}>
          <NumberField
            label="Re-delivery Tolerance (%)"
            value={entry.bnkRedelTolerance}
            disabled={!editable}
            // The server refuses more than 100 %; the field keeps what was typed until it loses focus.
            onValue={(v) => onPatch({ bnkRedelTolerance: Math.min(v, MAX_TOLERANCE) })}
          />
        </Table.Cell>
        <Table.Cell {...cell} colSpan={2} />
      </Table.Row>
    </>
  );
}
