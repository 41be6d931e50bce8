import { Box } from '@chakra-ui/react';
import { formatNumber } from '../../../../lib/format';
import { cellColour } from '../../utils/sensitivity-axes';

export interface GridCell {
  tcEq: number;
  profit: number;
  /** The best vessel's entry, in best-of-fleet mode. */
  fleetId?: string;
}

interface Props {
  cells: GridCell[][];
  figure: 'tcEq' | 'profit';
  columns: string[];
  rows: string[];
  columnsLabel: string;
  rowsLabel: string;
  vesselName(fleetId: string): string;
}

const compact = (v: number) => (Math.abs(v) >= 10_000 ? `${formatNumber(v / 1000, 1)}k` : formatNumber(v, 0));

/** The heat-map itself: one cell per pair of shifts, coloured by profit, the figure written in it. */
export function SensitivityTable({ cells, figure, columns, rows, columnsLabel, rowsLabel, vesselName }: Props) {
  const largest = Math.max(...cells.flat().map((c) => Math.abs(c.profit)));
  const centre = (cells.length - 1) / 2;
  return (
    <Box as="table" fontSize="2xs" borderCollapse="collapse" data-testid="sensitivity-grid">
      <caption style={{ captionSide: 'top', textAlign: 'left' }}>
        Columns: {columnsLabel}; rows: {rowsLabel}
      </caption>
      <thead>
        <tr>
          <th />
          {columns.map((c) => (
            <Box as="th" key={c} px="1" fontWeight="semibold" whiteSpace="nowrap">
              {c}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {cells.map((line, y) => (
          <tr key={rows[y]}>
            <Box as="th" px="1" textAlign="right" whiteSpace="nowrap">
              {rows[y]}
            </Box>
            {line.map((c, x) => {
              const current = y === centre && x === centre;
              const value = figure === 'tcEq' ? c.tcEq : c.profit;
              return (
                <Box
                  as="td"
                  key={columns[x]}
                  px="1"
                  textAlign="right"
                  style={{ background: cellColour(c.profit, largest) }}
                  outline={current ? '2px solid black' : undefined}
                  data-testid={`sensitivity-cell-${y}-${x}`}
                  data-value={value}
                  data-current={current ? 'true' : undefined}
                  title={`${rows[y]}, ${columns[x]}: TCE ${formatNumber(c.tcEq, 0)} USD/day, profit ${formatNumber(c.profit, 0)} USD${c.fleetId ? `, ${vesselName(c.fleetId)}` : ''}`}
                >
                  {compact(value)}
                </Box>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
