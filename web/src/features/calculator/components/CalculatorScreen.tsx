import { Box, Center, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSession } from '../../auth/hooks/useSession';
import { CalculatorProvider } from '../state/CalculatorProvider';
import { useCalculator } from '../state/calculator-context';
import { CALC_MSG } from '../utils/calculator-messages';
import { FleetTable } from './fleet/FleetTable';
import { OperationsGrid } from './grid/OperationsGrid';
import { OrderList } from './OrderList';
import { UpperPanels } from './panels/UpperPanels';
import { QuickActionBar } from './QuickActionBar';
import { ReadOnlyOrderNotice } from './ReadOnlyOrderNotice';

/** The calculator (My Matrix), full-screen over the app frame while it is open. */
export function CalculatorScreen() {
  const { session } = useSession();
  if (!session) return null;
  return (
    <CalculatorProvider userId={session.realMe}>
      <CalculatorFrame />
    </CalculatorProvider>
  );
}

function CalculatorFrame() {
  const { ui, selectedOrderId, draft, opening } = useCalculator();
  return (
    <Flex
      direction="column"
      position="fixed"
      inset="0"
      zIndex="docked"
      bg="gray.50"
      data-testid="calculator"
      fontSize="sm"
    >
      <QuickActionBar />
      <Flex flex="1" minH="0">
        {!ui.hideOrders && <OrderList />}
        <Box flex="1" minW="0" overflow="auto" p="3">
          {selectedOrderId === null ? (
            <Center h="full">
              <Text color="gray.600" fontSize="md" data-testid="calculator-no-order">
                {CALC_MSG.selectQuery}
              </Text>
            </Center>
          ) : draft.error ? (
            <Center h="full">
              <Text color="red.700">{draft.error}</Text>
            </Center>
          ) : opening ? (
            // Light while the order opens: its first run is subscribed before the screen below renders.
            <Center h="full" data-testid="calculator-opening">
              <Spinner size="md" color="gray.500" />
            </Center>
          ) : (
            <Stack gap="3">
              <ReadOnlyOrderNotice />
              {!ui.hidePanels && <UpperPanels />}
              <OperationsGrid />
              <FleetTable />
            </Stack>
          )}
        </Box>
      </Flex>
    </Flex>
  );
}
