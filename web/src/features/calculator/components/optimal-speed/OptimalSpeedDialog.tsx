import { useQuery } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useCalculator } from '../../state/calculator-context';
import { calculateInput } from '../../utils/calc-input';
import { CalcDialog } from '../dialogs/CalcDialog';
import { optimalSpeedsQuery } from './optimal-speed-query';
import { OptimalSpeedTable } from './OptimalSpeedTable';

/**
 * Optimal speed (issue #21 item 2): per fleet vessel, the ballast and laden speeds within its tables that
 * earn the highest TCE with the laycan met, without and with a CII floor (C or better), beside the speeds
 * entered. Priced by the server's engine on the inputs on screen when the dialog opens (and again when
 * they change while it is open).
 */
export function OptimalSpeedDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { draft, fleet } = useCalculator();
  const input = useMemo(
    () => (draft.draft ? calculateInput(draft.draft, fleet.fleet) : null),
    [draft.draft, fleet.fleet],
  );
  const empty = !input || input.fleetList.length === 0;
  const { data, loading, error } = useQuery(optimalSpeedsQuery, {
    skip: !open || empty,
    variables: { payload: input! },
    fetchPolicy: 'no-cache',
  });
  const vesselName = (fleetId: string) =>
    fleet.fleet.find((e) => String(e.databaseId) === fleetId)?.vesselName ?? fleetId;

  return (
    <CalcDialog open={open} onClose={onClose} title="Optimal speed" variant="table" size="xl" testId="optimal-speed">
      {error && <Text color="red.600">{error.message}</Text>}
      {empty ? (
        <Text color="gray.600">Add a priced vessel to the fleet first.</Text>
      ) : loading || !data ? (
        !error && <Text color="gray.600">Searching speeds for {input.fleetList.length} vessels...</Text>
      ) : (
        <>
          <OptimalSpeedTable vessels={data.optimalSpeeds} vesselName={vesselName} />
          <Text fontSize="xs" color="gray.600" mt="2">
            Every ballast leg at one speed and every laden leg at another, tried in 0.1 kn steps over each speed
            table&apos;s range; the laycan met. Gain/day: TCE over the speeds entered. From the engine of the fleet
            table.
          </Text>
        </>
      )}
    </CalcDialog>
  );
}
