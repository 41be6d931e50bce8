import { Alert, Button } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { errorMessage } from '../../../app/graphql-errors';
import { toaster } from '../../../app/toaster';
import { copyDraftAsMyOrderMutation } from '../graphql/order-copy';
import { useCalculator } from '../state/calculator-context';
import { useOrderReadOnly } from '../state/useOrderReadOnly';
import { orderInput } from '../utils/order-input';

/**
 * Shown at once above a selected order the user may not change (someone else's, and not an ADMIN): the
 * numbers can still be tried in the draft, and "Copy as my order" saves the draft as the user's own
 * private order and selects it.
 */
export function ReadOnlyOrderNotice() {
  const readOnly = useOrderReadOnly();
  const { draft, orders, selectOrder } = useCalculator();
  const [copy, { loading }] = useMutation(copyDraftAsMyOrderMutation);
  if (!readOnly || !draft.draft) return null;
  const current = draft.draft;

  const handleCopy = async () => {
    try {
      const { id: _id, ...input } = orderInput(current);
      const result = await copy({ variables: { input: { ...input, access: 'PRIVATE' } } });
      const created = result.data?.createOrderAsCopy;
      if (!created) return;
      // The tried numbers now live in the copy: the colleague's order is shown as stored again.
      draft.discard();
      await orders.refetch();
      orders.setScope('MY');
      selectOrder(created.databaseId);
      toaster.create({ type: 'success', title: `'${created.name}' is now your order` });
    } catch (e) {
      toaster.create({ type: 'error', title: errorMessage(e) });
    }
  };

  return (
    <Alert.Root status="info" size="sm" data-testid="read-only-order">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{readOnly.reason}</Alert.Title>
      </Alert.Content>
      <Button size="xs" colorPalette="blue" loading={loading} onClick={() => void handleCopy()}>
        Copy as my order
      </Button>
    </Alert.Root>
  );
}
