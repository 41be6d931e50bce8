import { useQuery } from '@apollo/client/react';
import { Field, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { RouteChoice } from '../../../../__generated__/graphql';
import { canalDuesWith, type Canal, type DwtClass } from '../../../../../../shared/voyage/route-alternatives-dues';
import { formatNumber } from '../../../../lib/format';
import { patchOrder } from '../../state/draft-ops';
import { useCalculator } from '../../state/calculator-context';
import { calculateInput, orderCanalDues } from '../../utils/calc-input';
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
 * defaults, saved with the order and charged by the fleet table too), the cheapest marked. The order's route
 * is chosen here: the legs are measured again with it, the fleet table prices it, and it is saved with the
 * order.
 */
export function RouteAlternativesDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { draft, fleet } = useCalculator();
  // The order's own dues (saved with it, charged by the fleet table), edited here.
  const dues = useMemo(
    () => canalDuesWith(orderCanalDues(draft.draft?.order.canalDues)),
    [draft.draft?.order.canalDues],
  );
  const setDue = (canal: Canal, dwtClass: DwtClass, usd: number) =>
    draft.edit((d) =>
      patchOrder(d, { canalDues: duesOverrides({ ...dues, [canal]: { ...dues[canal], [dwtClass]: usd } }) }),
    );
  const input = useMemo(
    () => (draft.draft ? calculateInput(draft.draft, fleet.fleet) : null),
    [draft.draft, fleet.fleet],
  );
  const empty = !input || input.fleetList.length === 0;
  const { data, loading, error } = useQuery(routeAlternativesQuery, {
    skip: !open || empty,
    // The payload carries the order's dues (calculateInput): the query prices with them, as calculate does.
    variables: { payload: input! },
    fetchPolicy: 'no-cache',
  });
  const vesselName = (fleetId: string) =>
    fleet.fleet.find((e) => String(e.databaseId) === fleetId)?.vesselName ?? fleetId;
  const choice: RouteChoice = draft.draft?.order.routeChoice ?? 'SHORTEST';
  // Dues typed into Canal Expenses before the dues were charged per transit would be counted twice: said.
  const typedCanal = draft.draft?.order.canalExpenses ?? 0;

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
        <CanalDuesTable dues={dues} onChange={setDue} />
      </HStack>
      {typedCanal > 0 && (
        <Text fontSize="xs" color="orange.700" mb="2" data-testid="routes-canal-expenses">
          The order&apos;s Canal Expenses ({formatNumber(typedCanal, 0)} USD) are charged as well, on top of the dues
          below; if they were these canals&apos; dues, set Canal Expenses to 0 so they are not counted twice.
        </Text>
      )}
      {error && <Text color="red.600">{error.message}</Text>}
      {empty ? (
        <Text color="gray.600">Add a priced vessel to the fleet first.</Text>
      ) : loading || !data ? (
        !error && <Text color="gray.600">Routing {input.fleetList.length} vessels...</Text>
      ) : (
        <>
          <RouteAlternativesTable vessels={data.routeAlternatives} vesselName={vesselName} />
          <Text fontSize="xs" color="gray.600" mt="2">
            &quot;As priced now&quot; is the fleet table&apos;s voyage; the others route again only the legs a canal
            changes. Each transit is charged the dues of the vessel&apos;s deadweight class on top of Canal Expenses, in
            the fleet table too (its Others, and the row&apos;s explanation); a leg whose distance was typed by hand has
            no known transit and is charged none (the row warns). Dues are assumed figures per transit (edit them above:
            saved with the order). The chosen route&apos;s figures are the fleet table&apos;s, from its engine.
          </Text>
        </>
      )}
    </CalcDialog>
  );
}
