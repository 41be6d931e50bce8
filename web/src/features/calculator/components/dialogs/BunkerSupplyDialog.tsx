import { Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { FuelCalculationMethod, FuelType } from '../../../../__generated__/graphql';
import { toaster } from '../../../../app/toaster';
import { useCalculator } from '../../state/calculator-context';
import { patchExtra, patchOrder } from '../../state/draft-ops';
import { onBoardByRow } from '../../utils/bunker-on-board';
import {
  changeMethod,
  FUEL_METHODS,
  FUEL_TYPES,
  orderPriceField,
  shownFleetPrices,
  toggleOverride,
  type Grade,
} from '../../utils/bunker-rules';
import { BunkerRowsTable } from '../panels/bunker/BunkerRowsTable';
import { FleetBunkerTables } from '../panels/bunker/FleetBunkerTables';
import { OrderPriceTable } from '../panels/bunker/OrderPriceTable';
import { Toggle } from '../panels/bunker/Toggle';
import { CalcDialog } from './CalcDialog';

/**
 * Bunker Supply Table (spec 1 sections 2 and 4): fuel price adjustment, fuel type and calculation method
 * of the order; per-row supplies when the method is not DEFAULT; the active vessel's Override with its
 * bunker quantities and prices; and the order's fuel price table.
 */
export function BunkerSupplyDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <CalcDialog
      open={open}
      onClose={onClose}
      title="Bunker Supply Table"
      variant="table"
      size="cover"
      contentProps={{ maxW: '1200px', maxH: '92vh', h: 'auto' }}
    >
      {open && <BunkerSupplyBody />}
    </CalcDialog>
  );
}

function BunkerSupplyBody() {
  const { draft, fleet, activeEntry, activeHeavy } = useCalculator();
  const d = draft.draft;
  // The engine's own walk, straight from the active vessel's result: nothing is recomputed here.
  const rows = activeHeavy.data?.portToPortOperationResultMap;
  const onBoard = useMemo(() => onBoardByRow(rows ?? []), [rows]);
  if (!d) return null;
  const order = d.order;
  const method = order.fuelCalculationMethod;
  const overridden = activeEntry?.bunkerPriceOverridden ?? false;

  const handleMethod = (next: FuelCalculationMethod) => {
    const decision = changeMethod(next, overridden);
    if (!decision.ok) {
      toaster.create({ type: 'warning', title: decision.message });
      return;
    }
    draft.edit((x) => patchOrder(x, decision.orderPatch));
  };

  const handleOverride = (on: boolean): boolean => {
    if (!activeEntry) return false;
    const decision = toggleOverride({ on, order, entry: activeEntry });
    if (!decision.ok) {
      toaster.create({ type: 'warning', title: decision.message });
      return false;
    }
    fleet.patchFleet(activeEntry.databaseId, decision.fleetPatch);
    return true;
  };

  // The order's prices are the draft's alone: the vessel's table shows them derived (ADR 0010), so
  // nothing is copied to the fleet, and Discard takes both back.
  const handleOrderPrice = (fuelType: FuelType, grade: Grade, price: number) => {
    draft.edit((x) => patchOrder(x, { [orderPriceField(grade, fuelType)]: price }));
  };

  return (
    <Stack gap="4">
      <HStack gap="6" wrap="wrap" align="flex-end">
        <Toggle
          label="Allow Fuel Price Adjustment"
          checked={order.fuelPriceOverridden}
          onChange={(on) => {
            draft.edit((x) => patchOrder(x, { fuelPriceOverridden: on }));
            return true;
          }}
        />
        {/* Inside a Field the select takes its disabled state from the Field. */}
        <Field.Root w="auto" disabled={method !== 'DEFAULT'}>
          <Field.Label fontSize="xs" mb="0.5">
            Fuel Type
          </Field.Label>
          <NativeSelect.Root size="xs" w="44">
            <NativeSelect.Field
              aria-label="Fuel Type"
              title={method !== 'DEFAULT' ? 'Fuel type is fixed while the method is not DEFAULT' : undefined}
              fontSize="xs"
              value={order.fuelType}
              onChange={(e) => draft.edit((x) => patchOrder(x, { fuelType: e.target.value as FuelType }))}
            >
              {FUEL_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w="auto">
          <Field.Label fontSize="xs" mb="0.5">
            Fuel Calculation Method
          </Field.Label>
          <NativeSelect.Root size="xs" w="36">
            <NativeSelect.Field
              aria-label="Fuel Calculation Method"
              fontSize="xs"
              value={method}
              onChange={(e) => handleMethod(e.target.value as FuelCalculationMethod)}
            >
              {FUEL_METHODS.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Toggle label="Override" checked={overridden} disabled={!activeEntry} onChange={handleOverride} />
      </HStack>

      {method !== 'DEFAULT' && (
        <BunkerRowsTable
          rows={d.operations}
          onBoard={onBoard}
          fuelType={order.fuelType}
          openPort={activeEntry?.port ?? null}
          onPatch={(key, patch) => draft.edit((x) => patchExtra(x, key, patch))}
        />
      )}

      {activeEntry ? (
        <FleetBunkerTables
          entry={activeEntry}
          prices={shownFleetPrices({ order, entry: activeEntry }).prices}
          pricesEditable={overridden}
          onPatch={(patch) => fleet.patchFleet(activeEntry.databaseId, patch)}
        />
      ) : (
        <Text color="gray.500">No vessel selected.</Text>
      )}

      <OrderPriceTable order={order} onPrice={handleOrderPrice} />
    </Stack>
  );
}
