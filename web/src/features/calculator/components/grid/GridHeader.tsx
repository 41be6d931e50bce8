import { Button, HStack, Table, Text } from '@chakra-ui/react';
import { TickBox } from '../fleet/TickBox';
import './grid.css';
import { COLUMN_HEADING, type GridColumn } from '../../utils/grid-columns';

interface Props {
  columns: readonly GridColumn[];
  manualCargoTx: boolean;
  onManualCargoTx(on: boolean): void;
  onTerms(): void;
  onSupply(): void;
  onDistances(): void;
}

/** The grid's headings (plain cells styled by grid.css); Terms, Supply, Dist Normal and Dist ECA open their tables, Cargo Tx has the manual switch. */
export function GridHeader({ columns, manualCargoTx, onManualCargoTx, onTerms, onSupply, onDistances }: Props) {
  const link = (text: string, onClick: () => void, title: string) => (
    <Button
      size="2xs"
      variant="plain"
      px="0"
      fontSize="2xs"
      fontWeight="semibold"
      color="blue.700"
      title={title}
      onClick={onClick}
    >
      {text}
    </Button>
  );
  const content = (c: GridColumn) => {
    switch (c) {
      case 'terms':
        return link(COLUMN_HEADING.terms, onTerms, 'Terms Co-efficient Table');
      case 'supply':
        return link(COLUMN_HEADING.supply, onSupply, 'Bunker Supply Table');
      case 'distNormal':
      case 'distEca':
        return link(COLUMN_HEADING[c], onDistances, 'Port Distance');
      case 'cargoTx':
        return (
          <HStack gap="1" justify="flex-end">
            {/* A native checkbox, as the fleet's: its state is the draft's alone. Chakra's checkbox keeps its
                own in a state machine, and in CI a click on it right after a recalculation twice left manual
                mode on. */}
            <TickBox
              label="Manual Cargo Tx"
              title="Enter discharge quantities by hand"
              checked={manualCargoTx}
              onChange={onManualCargoTx}
            />
            <Text>{COLUMN_HEADING.cargoTx}</Text>
          </HStack>
        );
      default:
        return COLUMN_HEADING[c];
    }
  };
  return (
    <Table.Header>
      <tr className="calc-grid-head-row">
        {columns.map((c) => (
          <th key={c} className="calc-grid-head" data-column={c}>
            {content(c)}
          </th>
        ))}
      </tr>
    </Table.Header>
  );
}
