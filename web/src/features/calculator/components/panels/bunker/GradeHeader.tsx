import { Table } from '@chakra-ui/react';
import { GRADES } from '../../../utils/bunker-rules';

/** The bunker tables' cell padding. */
export const BUNKER_CELL = { px: '1', py: '0.5' } as const;

/** A bunker table's header: the row-name column, then HS(0.5) / LS(0.1) / MGO. */
export function GradeHeader({ first }: { first?: string }) {
  return (
    <Table.Header>
      <Table.Row>
        <Table.ColumnHeader {...BUNKER_CELL}>{first}</Table.ColumnHeader>
        {GRADES.map((g) => (
          <Table.ColumnHeader key={g.key} {...BUNKER_CELL} textAlign="end">
            {g.label}
          </Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}
