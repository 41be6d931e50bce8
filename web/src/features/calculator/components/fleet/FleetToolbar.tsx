import { Button, Field, Flex, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { DeliveryTerms } from '../../../../__generated__/graphql';
import { patchOrder } from '../../state/draft-ops';
import { useCalculator } from '../../state/calculator-context';
import { OptimalSpeedButton } from '../optimal-speed/OptimalSpeedButton';
import { RouteAlternativesButton } from '../route-alternatives/RouteAlternativesButton';
import { SensitivityDialog } from '../sensitivity/SensitivityDialog';
import { FleetExportButton } from '../../../exports/components/FleetExportButton';
import { NumberInput } from './NumberInput';
import { useOpenedOnce } from '../dialogs/CalcDialog';

const DELIVERY_TERMS: readonly DeliveryTerms[] = ['DLOSP', 'AFSPS'];

/** Above the fleet table: Add Vessel, the order's TC Adcom % and Delivery Terms, Save Voyage for the active vessel. */
export function FleetToolbar({ onAddVessel }: { onAddVessel: () => void }) {
  const { draft, activeEntry, ui } = useCalculator();
  const order = draft.draft?.order ?? null;
  const [sensitivityOpen, setSensitivityOpen] = useState(false);
  const sensitivityRendered = useOpenedOnce(sensitivityOpen);

  return (
    <Flex align="end" gap="4" px="3" py="2" wrap="wrap" borderBottomWidth="1px">
      <Text fontWeight="semibold" fontSize="sm" alignSelf="center">
        Fleet
      </Text>
      <Button size="xs" colorPalette="blue" onClick={onAddVessel}>
        Add Vessel
      </Button>
      <Field.Root w="24">
        <Field.Label fontSize="xs" color="gray.600" mb="0.5">
          TC Adcom %
        </Field.Label>
        <NumberInput
          label="TC Adcom %"
          value={order?.tcAdcom ?? 0}
          disabled={!order}
          onValueChange={(tcAdcom) => draft.edit((d) => patchOrder(d, { tcAdcom }))}
        />
      </Field.Root>
      <Field.Root w="28">
        <Field.Label fontSize="xs" color="gray.600" mb="0.5">
          Delivery Terms
        </Field.Label>
        <NativeSelect.Root size="xs" disabled={!order}>
          <NativeSelect.Field
            aria-label="Delivery Terms"
            fontSize="xs"
            value={order?.deliveryTerms ?? 'DLOSP'}
            onChange={(e) => {
              const deliveryTerms = e.target.value as DeliveryTerms;
              draft.edit((d) => patchOrder(d, { deliveryTerms }));
            }}
          >
            {DELIVERY_TERMS.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <HStack gap="2" ms="auto" alignSelf="center">
        {activeEntry && (
          <Text fontSize="xs" color="gray.600" data-testid="active-vessel">
            Active: {activeEntry.vesselName}
            {activeEntry.saveLabel ? ` (${activeEntry.saveLabel})` : ''}
          </Text>
        )}
        <Button
          size="xs"
          variant="outline"
          disabled={!activeEntry || !order}
          onClick={() => ui.setSaveVoyageOpen(true)}
        >
          Save Voyage
        </Button>
        <Button size="xs" variant="outline" disabled={!order} onClick={() => setSensitivityOpen(true)}>
          Sensitivity
        </Button>
        <FleetExportButton />
        <OptimalSpeedButton disabled={!order} />
        <RouteAlternativesButton disabled={!order} />
      </HStack>
      {sensitivityRendered && <SensitivityDialog open={sensitivityOpen} onClose={() => setSensitivityOpen(false)} />}
    </Flex>
  );
}
