import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Grid } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { formatDateTime } from '../../../../lib/format';
import { OrderDialog } from '../../../orders/components/OrderDialog';
import { calculatorOrderListQuery } from '../../graphql/calculator';
import { ORDER_LIST_SIZE } from '../../state/CalculatorProvider';
import { useCalculator } from '../../state/calculator-context';
import { patchOrder } from '../../state/draft-ops';
import { cargoSummary, EXPENSE_FIELDS, FREIGHT_MODE_LABEL } from '../../utils/panel-cargo';
import { BunkerSupplyDialog } from '../dialogs/BunkerSupplyDialog';
import { useOpenedOnce } from '../dialogs/CalcDialog';
import { EtsInputs } from './EtsInputs';
import { NumberField } from './NumberField';
import { ControlRow, Panel, Row, Rows } from './Panel';

/**
 * Cargo Details: the order at a glance, its expenses and EU ETS inputs (editable). The heading opens the Update Order
 * dialog; after it closes the order and the list are read again, and an order it created is selected.
 */
export function CargoDetailsPanel() {
  const { draft, orders, selectOrder } = useCalculator();
  const client = useApolloClient();
  const [orderTarget, setOrderTarget] = useState<number | null>(null);
  const [bunkersOpen, setBunkersOpen] = useState(false);
  const bunkersRendered = useOpenedOnce(bunkersOpen);
  const knownIds = useRef<ReadonlySet<number>>(new Set());
  const d = draft.draft;
  if (!d) return null;
  const o = d.order;
  const summary = cargoSummary(d);

  /** Every order id the calculator's list query holds (My Orders and All Orders). */
  const listedIds = (): number[] => {
    const list = client.readQuery({
      query: calculatorOrderListQuery,
      variables: { page: { limit: ORDER_LIST_SIZE, offset: 0 } },
    });
    return [...(list?.myOrders.content ?? []), ...(list?.allOrders.content ?? []), ...orders.rows].map(
      (r) => r.databaseId,
    );
  };

  const handleOpenOrder = () => {
    knownIds.current = new Set(listedIds());
    setOrderTarget(d.orderId);
  };

  // OrderDialog does not say how it closed: a list that now holds an order unseen before means
  // Create New Order ran, and that order is selected.
  const handleCloseOrder = async () => {
    setOrderTarget(null);
    await Promise.all([draft.reload(), orders.refetch()]);
    const added = listedIds().filter((id) => !knownIds.current.has(id));
    if (added.length > 0) selectOrder(Math.max(...added));
  };

  return (
    <Panel
      title="Cargo Details"
      testId="cargo-details"
      heading={
        <Button
          variant="plain"
          size="xs"
          h="auto"
          p="0"
          fontSize="xs"
          fontWeight="bold"
          textTransform="uppercase"
          color="blue.700"
          onClick={handleOpenOrder}
        >
          Cargo Details
        </Button>
      }
      actions={
        <Button size="2xs" variant="outline" onClick={() => setBunkersOpen(true)}>
          Bunkers
        </Button>
      }
    >
      <Grid templateColumns="minmax(0, 1.1fr) minmax(0, 1fr)" columnGap="2">
        <Rows>
          <Row label="Name" value={o.name} />
          <Row label="Cargo" value={summary.cargo} />
          <Row label="Load" field="Load Qty" value={summary.loadQty} />
          <Row label="Disch" field="Disch Qty" value={summary.dischargeQty} />
          <Row label="Laycan" field="Laycan From" value={formatDateTime(o.laycanStartDate)} />
          <Row label="to" field="Laycan To" value={formatDateTime(o.laycanEndDate)} />
          <Row label="Freight" field="Freight Mode" value={FREIGHT_MODE_LABEL[o.freightMode]} />
          <Row label="Qty" field="Qty Mode" value={o.qtyMode} />
        </Rows>
        <Box>
          <Rows columns="max-content minmax(48px, 1fr)">
            {EXPENSE_FIELDS.map(([field, label, short]) => (
              <ControlRow key={field} label={short} title={label}>
                <NumberField
                  label={label}
                  value={o[field]}
                  onValue={(v) => draft.edit((x) => patchOrder(x, { [field]: v }))}
                />
              </ControlRow>
            ))}
          </Rows>
          <Box mt="1" pt="1" borderTopWidth="1px" data-testid="ets-inputs">
            <EtsInputs />
          </Box>
        </Box>
      </Grid>
      <OrderDialog target={orderTarget} onClose={() => void handleCloseOrder()} />
      {bunkersRendered && <BunkerSupplyDialog open={bunkersOpen} onClose={() => setBunkersOpen(false)} />}
    </Panel>
  );
}
