import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useCalculator } from '../../state/calculator-context';
import { MARGIN_ITEMS, resetMargin, setMarginAll, sharedMargin } from '../../utils/panel-margins';
import { MarginAllowancesDialog } from '../dialogs/MarginAllowancesDialog';
import { useOpenedOnce } from '../dialogs/CalcDialog';
import { NumberField } from './NumberField';
import { Panel } from './Panel';

/**
 * Margin and Allowances: DWF, speed factor, speed reduce and bunker allowance. A value every operation
 * shares is edited here for all of them; rows that differ offer View (the per-row table) and Reset (0).
 */
export function MarginAllowancesPanel() {
  const { draft } = useCalculator();
  const [viewing, setViewing] = useState(false);
  const dialogRendered = useOpenedOnce(viewing);
  const d = draft.draft;
  if (!d) return null;

  return (
    <Panel title="Margin and Allowances" testId="margin-allowances">
      <Stack gap="1.5">
        {MARGIN_ITEMS.map((item) => {
          const shared = sharedMargin(d, item.key);
          return (
            <Box key={item.key}>
              <Text color="gray.600" mb="0.5">
                {item.label}
              </Text>
              {shared === null ? (
                <HStack gap="1">
                  <Button
                    size="2xs"
                    variant="outline"
                    aria-label={`View ${item.label}`}
                    onClick={() => setViewing(true)}
                  >
                    View
                  </Button>
                  <Button
                    size="2xs"
                    variant="outline"
                    colorPalette="red"
                    aria-label={`Reset ${item.label}`}
                    onClick={() => draft.edit((x) => resetMargin(x, item.key))}
                  >
                    Reset
                  </Button>
                </HStack>
              ) : (
                <NumberField
                  label={item.label}
                  value={shared}
                  onValue={(v) => draft.edit((x) => setMarginAll(x, item.key, v))}
                />
              )}
            </Box>
          );
        })}
      </Stack>
      {dialogRendered && <MarginAllowancesDialog open={viewing} onClose={() => setViewing(false)} />}
    </Panel>
  );
}
