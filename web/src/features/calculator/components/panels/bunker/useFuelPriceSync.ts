import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import type { FuelType } from '../../../../../__generated__/graphql';
import { errorMessage } from '../../../../../app/graphql-errors';
import { toaster } from '../../../../../app/toaster';
import { updateFleetFuelPricesMutation } from '../../../graphql/panels';
import { addPendingPrice, fuelPriceCalls, type Grade, type PendingPrices } from '../../../utils/bunker-rules';

/** Pause after the last order price edit before the fleet's prices follow it (spec 1 section 9). */
export const FUEL_PRICE_SYNC_PAUSE_MS = 500;

/**
 * Copies edited order fuel prices to the delivery, redelivery and settlement prices of the fleet entries
 * of that fuel type, once typing pauses; then re-reads the fleet. A pending copy is sent at once if the
 * component goes away.
 */
export function useFuelPriceSync(refetchFleet: () => Promise<void>) {
  const [update] = useMutation(updateFleetFuelPricesMutation);
  const pending = useRef<PendingPrices>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(async () => {
    timer.current = null;
    const calls = fuelPriceCalls(pending.current);
    pending.current = {};
    if (calls.length === 0) return;
    try {
      for (const variables of calls) await update({ variables });
      await refetchFleet();
    } catch (e) {
      toaster.create({ type: 'error', title: errorMessage(e) });
    }
  }, [refetchFleet, update]);

  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);

  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        void flushRef.current();
      }
    },
    [],
  );

  return useCallback((fuelType: FuelType, grade: Grade, price: number) => {
    pending.current = addPendingPrice(pending.current, fuelType, grade, price);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flushRef.current(), FUEL_PRICE_SYNC_PAUSE_MS);
  }, []);
}
