import { useQuery } from '@apollo/client/react';
import { Box, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { formatNumber } from '../../../../lib/format';
import { sensitivityQuery } from '../../graphql/sensitivity';
import { useCalculator } from '../../state/calculator-context';
import { calculateInput } from '../../utils/calc-input';
import { AXES, AXIS_PAIRS, shiftsOf, type AxisBase } from '../../utils/sensitivity-axes';
import { CalcDialog } from '../dialogs/CalcDialog';
import { SensitivityTable, type GridCell } from './SensitivityTable';

type Subject = 'active' | 'best';
type Figure = 'tcEq' | 'profit';

function Choice<T extends string>(props: {
  label: string;
  value: T;
  options: [T, string][];
  onChange: (v: T) => void;
}) {
  return (
    <NativeSelect.Root size="xs" w="auto">
      <NativeSelect.Field
        aria-label={props.label}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as T)}
      >
        {props.options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * Sensitivity (issue #21 item 1): TCE or profit of the active vessel, or of the best vessel in each cell,
 * over 21 x 21 steps of two market inputs, priced by the server's engine on the inputs on screen. Green is
 * a profit, red a loss: their boundary is the break-even line; the estimate as it stands is outlined.
 */
export function SensitivityDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { draft, fleet, activeFleetId } = useCalculator();
  const [pair, setPair] = useState('0');
  const [subject, setSubject] = useState<Subject>('active');
  const [figure, setFigure] = useState<Figure>('tcEq');
  const [columnsAxis, rowsAxis] = AXIS_PAIRS[Number(pair)] ?? AXIS_PAIRS[0]!;
  const input = useMemo(
    () => (draft.draft ? calculateInput(draft.draft, fleet.fleet) : null),
    [draft.draft, fleet.fleet],
  );
  const { data, loading, error } = useQuery(sensitivityQuery, {
    skip: !open || !input || input.fleetList.length === 0,
    variables: {
      payload: input!,
      columns: { kind: AXES[columnsAxis].kind, values: shiftsOf(columnsAxis) },
      rows: { kind: AXES[rowsAxis].kind, values: shiftsOf(rowsAxis) },
    },
    fetchPolicy: 'no-cache',
  });
  const base: AxisBase = {
    freight: draft.draft?.operations.find((r) => r.operation === 'LOADING')?.freight ?? null,
    eua: draft.draft?.order.euaPriceEur ?? null,
  };
  const result = data?.sensitivity;
  const active = result?.vessels.find((v) => v.fleetId === String(activeFleetId)) ?? null;
  const cells: GridCell[][] | null = !result
    ? null
    : subject === 'active'
      ? active && active.tcEq.map((row, y) => row.map((tcEq, x) => ({ tcEq, profit: active.profit[y]![x]! })))
      : result.best.tcEq.map((row, y) =>
          row.map((tcEq, x) => {
            const owner = result.vessels.find((v) => v.fleetId === result.best.fleetId[y]![x]);
            return { tcEq, profit: owner?.profit[y]![x] ?? 0, fleetId: result.best.fleetId[y]![x] };
          }),
        );
  const vesselName = (fleetId: string) =>
    fleet.fleet.find((e) => String(e.databaseId) === fleetId)?.vesselName ?? fleetId;
  const breakEven = active?.breakEvenFreight?.[(shiftsOf(rowsAxis).length - 1) / 2];

  return (
    <CalcDialog open={open} onClose={onClose} title="Sensitivity" variant="table" size="cover" testId="sensitivity">
      <HStack gap="3" mb="2" wrap="wrap">
        <Choice
          label="Axes"
          value={pair}
          options={AXIS_PAIRS.map(([c, r], i) => [String(i), `${AXES[c].label} x ${AXES[r].label}`])}
          onChange={setPair}
        />
        <Choice<Subject>
          label="Vessel"
          value={subject}
          options={[
            ['active', 'Active vessel'],
            ['best', 'Best vessel of the fleet'],
          ]}
          onChange={setSubject}
        />
        <Choice<Figure>
          label="Figure"
          value={figure}
          options={[
            ['tcEq', 'TCE (USD/day)'],
            ['profit', 'Profit (USD)'],
          ]}
          onChange={setFigure}
        />
        {columnsAxis === 'freight' && breakEven !== null && breakEven !== undefined && subject === 'active' && (
          <Text fontSize="xs" data-testid="break-even-freight">
            Break-even freight at today&apos;s {AXES[rowsAxis].label.toLowerCase()}:{' '}
            {AXES.freight.show(breakEven, base)}
          </Text>
        )}
      </HStack>
      {error && <Text color="red.600">{error.message}</Text>}
      {loading && <Text color="gray.600">Pricing {21 * 21} cells...</Text>}
      {!input || input.fleetList.length === 0 ? (
        <Text color="gray.600">Add a priced vessel to the fleet first.</Text>
      ) : subject === 'active' && result && !active ? (
        <Text color="gray.600">Choose an active vessel in the fleet table.</Text>
      ) : (
        cells && (
          <Box overflow="auto">
            <SensitivityTable
              cells={cells}
              figure={figure}
              columns={shiftsOf(columnsAxis).map((s) => AXES[columnsAxis].show(s, base))}
              rows={shiftsOf(rowsAxis).map((s) => AXES[rowsAxis].show(s, base))}
              columnsLabel={AXES[columnsAxis].label}
              rowsLabel={AXES[rowsAxis].label}
              vesselName={vesselName}
            />
            <Text fontSize="xs" color="gray.600" mt="1">
              Green: profit, red: loss (their boundary is break-even); outlined: the estimate as it is.{' '}
              {formatNumber(21 * 21, 0)} cells from the engine of the fleet table.
            </Text>
          </Box>
        )
      )}
    </CalcDialog>
  );
}
