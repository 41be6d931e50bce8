import { useQuery } from '@apollo/client/react';
import { Field, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { RouteChoice } from '../../../../__generated__/graphql';
import { canalDuesWith, type CanalDues } from '../../../../../../shared/voyage/route-alternatives-dues';
import { patchOrder } from '../../state/draft-ops';
import { useCalculator } from '../../state/calculator-context';
import { calculateInput } from '../../utils/calc-input';
import { CalcDialog } from '../dialogs/CalcDialog';
import { CanalDuesTable, duesOverrides } from './CanalDuesTable';
import { routeAlternativesQuery } from './route-alternatives-query';
import { RouteAlternativesTable } from './RouteAlternativesTable';

const CHOICES: readonly { value: RouteChoice; label: string }[] = [
  { value: 'SHORTEST', label: "Shortest (the order's route flags)" },
  { value: 'SUEZ', label: 'Via Suez (Panama avoided)' },
  { value: 'PANAMA', label: 'Via Panama (Suez avoided)' },
  { value: 'CAPE', label: 'Via the Cape (no canal)' },
];

/**
 * Route alternatives (issue #21 item 3): per fleet vessel, the voyage as priced now beside the voyage via
 * Suez, via Panama and via the Cape where those routes differ, canal dues added per transit (editable
 * defaults), the cheapest marked. The order's route is chosen here: the legs are measured again with it,
 * the fleet table prices it, and it is saved with the order.
 */
export function RouteAlternativesDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { draft, fleet } = useCalculator();
  const [dues, setDues] = useState<CanalDues>(() => canalDuesWith());
  const input = useMemo(
    () => (draft.draft ? calculateInput(draft.draft, fleet.fleet) : null),
    [draft.draft, fleet.fleet],
  );
  const empty = !input || input.fleetList.length === 0;
  const { data, loading, error } = useQuery(routeAlternativesQuery, {
    skip: !open || empty,
    variables: { input: input!, canalDues: duesOverrides(dues) },
    fetchPolicy: 'no-cache',
  });
  const vesselName = (fleetId: string) =>
    fleet.fleet.find((e) => String(e.databaseId) === fleetId)?.vesselName ?? fleetId;
  const choice: RouteChoice = draft.draft?.order.routeChoice ?? 'SHORTEST';

  return (
    <CalcDialog open={open} onClose={onClose} title="Route alternatives" variant="table" size="xl" testId="routes">
      <HStack align="end" gap="6" mb="3" wrap="wrap">
        <Field.Root w="64">
          <Field.Label fontSize="xs" color="gray.600" mb="0.5">
            Price the order
          </Field.Label>
          <NativeSelect.Root size="xs" disabled={!draft.draft}>
            <NativeSelect.Field
              aria-label="Order route"
              fontSize="xs"
              value={choice}
              onChange={(e) => {
                const routeChoice = e.target.value as RouteChoice;
                draft.edit((d) => patchOrder(d, { routeChoice }));
              }}
            >
              {CHOICES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <CanalDuesTable
          dues={dues}
          onChange={(canal, dwtClass, usd) => setDues((d) => ({ ...d, [canal]: { ...d[canal], [dwtClass]: usd } }))}
        />
      </HStack>
      {error && <Text color="red.600">{error.message}</Text>}
      {empty ? (
        <Text color="gray.600">Add a priced vessel to the fleet first.</Text>
      ) : loading || !data ? (
        !error && <Text color="gray.600">Routing {input.fleetList.length} vessels...</Text>
      ) : (
        <>
          <RouteAlternativesTable vessels={data.routeAlternatives} vesselName={vesselName} />
          <Text fontSize="xs" color="gray.600" mt="2">
            &quot;As priced now&quot; is the fleet table&apos;s voyage with the dues of its canals added to Canal
            Expenses; the others route again only the legs a canal changes. Dues are assumed figures per transit by
            deadweight class (edit them above); the fleet table charges the order&apos;s Canal Expenses as typed. From
            the engine of the fleet table.
          </Text>
        </>
      )}
    </CalcDialog>
  );
}
