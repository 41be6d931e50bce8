import { Button, Table, Text } from '@chakra-ui/react';
import { formatNumber } from '../../../../lib/format';
import { useHeavyOf } from '../../hooks/useVesselHeavy';
import { useCalcStream, useCalculator } from '../../state/calculator-context';
import { explainResult, type ExplainKind, type ExplainLine } from '../../utils/fleet-explain';
import { CalcDialog } from '../dialogs/CalcDialog';

interface Props {
  kind: ExplainKind;
  /** The fleet row explained (its fleet id). */
  fleetId: number;
  onClose: () => void;
}

function valueText(line: ExplainLine): string {
  if (typeof line.value === 'string') return line.value;
  const n = formatNumber(line.value, line.decimals);
  return n === '-' || !line.unit ? n : `${n} ${line.unit}`;
}

/**
 * How a TCE, freight cost, loadability or premium of a fleet row is worked out: its terms and the formula.
 * Mounted while asked for (it reads the stream: the row's shown result and the reference vessel).
 */
export function ExplainDialog({ kind, fleetId, onClose }: Props) {
  const { fleet } = useCalculator();
  const stream = useCalcStream();
  const entry = fleet.fleet.find((e) => e.databaseId === fleetId) ?? null;
  const result = (entry && stream.results.get(String(fleetId))) ?? null;
  const referenceName = fleet.fleet.find((e) => String(e.databaseId) === stream.referenceFleetId)?.vesselName ?? null;
  // The workings are in the vessel's heavy part, read from its run when the dialog opens (ADR 0021).
  const heavy = useHeavyOf(result ? result.fleetId : null).data;
  const full = result && heavy && heavy.fleetId === result.fleetId ? { ...result, ...heavy } : null;
  const explanation = full ? explainResult(kind, full, referenceName) : null;
  return (
    <CalcDialog
      open={explanation !== null}
      onClose={onClose}
      title={
        <>
          {explanation?.title}
          {entry ? ` — ${entry.vesselName}` : ''}
        </>
      }
      size="md"
      closeButton={false}
      testId="explain-dialog"
      footer={
        <Button size="sm" onClick={onClose}>
          Close
        </Button>
      }
    >
      {explanation && (
        <>
          <Text fontSize="sm" color="gray.700" mb="3" data-testid="explain-formula">
            {explanation.formula}
          </Text>
          <Table.Root size="sm">
            <Table.Body>
              {explanation.lines.map((line) => (
                <Table.Row key={line.label} fontWeight={line.total ? 'semibold' : undefined} data-testid="explain-line">
                  <Table.Cell fontSize="sm">{line.label}</Table.Cell>
                  <Table.Cell fontSize="sm" textAlign="end" fontVariantNumeric="tabular-nums">
                    {valueText(line)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </>
      )}
    </CalcDialog>
  );
}
