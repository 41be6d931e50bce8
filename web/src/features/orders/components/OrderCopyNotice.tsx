import { Alert, Button } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { mayChangeOrder } from '../../../../../shared/auth/order-owner';
import { errorMessage } from '../../../app/graphql-errors';
import { toaster } from '../../../app/toaster';
import { useSession } from '../../auth/hooks/useSession';
import { roleNames } from '../../auth/utils/session-storage';
import { readOnlyReason } from '../../calculator/state/useOrderReadOnly';
import { copyOrderMutation, orderOwnerQuery } from '../graphql/order-copy';

/**
 * On an order the user may not change (someone else's, and not an ADMIN): says so at once and offers
 * "Copy as my order", which the server turns into the user's own private order.
 */
export function OrderCopyNotice({ id, onCopied }: { id: number; onCopied: (copyId: number) => void }) {
  const { session } = useSession();
  const { data } = useQuery(orderOwnerQuery, { variables: { id } });
  const [copy, { loading }] = useMutation(copyOrderMutation, { refetchQueries: 'active' });
  const order = data?.order;
  if (!session || !order) return null;
  if (mayChangeOrder({ userId: session.realMe, roles: roleNames(session) }, order.createdById ?? null)) return null;

  const handleCopy = async () => {
    try {
      const result = await copy({ variables: { id } });
      const created = result.data?.copyOrder;
      if (!created) return;
      toaster.create({ type: 'success', title: `'${created.name}' is now your order` });
      onCopied(created.databaseId);
    } catch (e) {
      toaster.create({ type: 'error', title: errorMessage(e) });
    }
  };

  return (
    <Alert.Root status="info" size="sm" mb="3" data-testid="read-only-order">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{readOnlyReason(order.createdUserName || 'another user')}</Alert.Title>
      </Alert.Content>
      <Button size="xs" colorPalette="blue" loading={loading} onClick={() => void handleCopy()}>
        Copy as my order
      </Button>
    </Alert.Root>
  );
}
