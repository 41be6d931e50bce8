import { Button, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useCalcStream, useCalculator } from '../state/calculator-context';
import { useOrderReadOnly } from '../state/useOrderReadOnly';

/**
 * The quick-action bar: hide the order list, hide the upper panels, Open Map (a new window on the
 * selected order's route), Calc and Calculate & Save; beside them the draft's state (Save to order,
 * Discard) and the last run's timing. Calc stays for habit: every edit already recalculates. Only the
 * run's status reads the stream (RunStatus), so a streamed frame does not render the bar's buttons again.
 */
export function QuickActionBar() {
  const { ui, selectedOrderId, calculateNow, calculateAndSave, draft, fleet } = useCalculator();
  const readOnly = useOrderReadOnly();
  const navigate = useNavigate();
  const noOrder = selectedOrderId === null;
  const noFleet = fleet.fleet.length === 0;

  return (
    <Flex
      as="header"
      align="center"
      gap="2"
      px="3"
      py="2"
      bg="white"
      borderBottomWidth="1px"
      wrap="wrap"
      data-testid="calculator-actions"
    >
      <Text fontWeight="bold" me="2">
        My Matrix
      </Text>
      <Button size="xs" variant="outline" onClick={ui.toggleOrders} aria-pressed={ui.hideOrders}>
        {ui.hideOrders ? 'Show order list' : 'Hide order list'}
      </Button>
      <Button size="xs" variant="outline" onClick={ui.togglePanels} aria-pressed={ui.hidePanels}>
        {ui.hidePanels ? 'Show upper panels' : 'Hide upper panels'}
      </Button>
      <Button
        size="xs"
        variant="outline"
        disabled={noOrder}
        onClick={() => window.open(`/map/${selectedOrderId}`, '_blank', 'noopener')}
      >
        Open Map
      </Button>
      <Button size="xs" colorPalette="blue" disabled={noOrder || noFleet} onClick={calculateNow}>
        Calc
      </Button>
      <Button
        size="xs"
        colorPalette="blue"
        variant="subtle"
        disabled={noOrder || noFleet}
        onClick={() => void calculateAndSave()}
      >
        Calculate &amp; Save
      </Button>
      <RunStatus vessels={fleet.fleet.length} />
      <HStack gap="2" ms="auto">
        {draft.dirty && (
          <>
            <Text color="orange.700" fontSize="xs" data-testid="draft-status">
              {draft.restored ? 'Unsaved edits (restored)' : 'Unsaved edits'}
            </Text>
            <Button
              size="xs"
              colorPalette="green"
              loading={draft.saving}
              disabled={readOnly !== null}
              title={readOnly?.reason}
              onClick={() => void draft.save()}
            >
              Save to order
            </Button>
            <Button size="xs" variant="ghost" onClick={draft.discard}>
              Discard
            </Button>
          </>
        )}
        <Button size="xs" variant="ghost" onClick={() => navigate('/orders')}>
          Close
        </Button>
      </HStack>
    </Flex>
  );
}

/** The run's state: running, the last run's timing, or its failure (data-run, data-running for tests). */
function RunStatus({ vessels }: { vessels: number }) {
  const calc = useCalcStream();
  return (
    <HStack gap="2" ms="3" data-testid="calc-status" data-run={calc.run} data-running={calc.running ? 'true' : 'false'}>
      {calc.running && <Spinner size="xs" />}
      {calc.error ? (
        <Text color="red.700" role="alert">
          {calc.error}
        </Text>
      ) : (
        calc.totalMs !== null && (
          <Text color="gray.600" fontSize="xs">
            {vessels} vessel(s) in {calc.totalMs} ms (first {calc.firstResultMs ?? '-'} ms)
          </Text>
        )
      )}
    </HStack>
  );
}
