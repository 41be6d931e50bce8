import { useApolloClient } from '@apollo/client/react';
import { Box, Button, CloseButton, Dialog, Flex, Portal, Spinner, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { HistoryButton } from '../../versions/components/HistoryButton';
import { ConflictNotice } from '../../../lib/conflict/ConflictNotice';
import { useConflictRecovery } from '../../../lib/conflict/useConflictRecovery';
import { orderQuery } from '../graphql/orders';
import { useOrderActions } from '../hooks/useOrderActions';
import { useOrderForEdit } from '../hooks/useOrderForEdit';
import { newOrderForm, orderFormIssues, orderToForm, type OrderForm } from '../utils/order-form';
import { OperationsTable } from './OperationsTable';
import { OrderErrorsPopup } from './OrderErrorsPopup';
import { OrderFields } from './OrderFields';

interface Props {
  /** null: closed; 'new': New Order; a number: update that order. */
  target: 'new' | number | null;
  onClose: () => void;
}

/** The New/Update Order dialog (spec 1 section 2). */
export function OrderDialog({ target, onClose }: Props) {
  const editId = typeof target === 'number' ? target : null;
  const { order, failed } = useOrderForEdit(editId);
  const title = editId === null ? 'New Order' : 'Update Order';

  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(e) => !e.open && onClose()}
      size="cover"
      closeOnInteractOutside={false}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="1320px" maxH="92vh" h="auto" aria-label={title}>
            <Dialog.Header py="3" borderBottomWidth="1px">
              <Dialog.Title fontSize="md">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
            {target === 'new' && <OrderEditor key="new" initial={newOrderForm()} version={null} onClose={onClose} />}
            {editId !== null && order && order.databaseId === editId && (
              <OrderEditor key={editId} initial={orderToForm(order)} version={order.version} onClose={onClose} />
            )}
            {editId !== null && !order && (
              <Flex p="10" justify="center">
                {failed ? <Text fontSize="sm">Could not load the order.</Text> : <Spinner />}
              </Flex>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface EditorProps {
  initial: OrderForm;
  /** The version loaded with the order (null: a new order). */
  version: number | null;
  onClose: () => void;
}

/**
 * The form itself; it keeps what was typed until it is saved or the dialog is closed, also when the save
 * is refused because someone else saved the order first (then it offers to reload and re-apply).
 */
function OrderEditor({ initial, version, onClose }: EditorProps) {
  const client = useApolloClient();
  const load = useCallback(async () => {
    const id = initial.id ?? 0;
    const { data } = await client.query({ query: orderQuery, variables: { id }, fetchPolicy: 'network-only' });
    if (!data?.order) throw new Error(`Order ${id} could not be loaded`);
    return { form: orderToForm(data.order), version: data.order.version };
  }, [client, initial.id]);
  const edit = useConflictRecovery(initial, version, load);
  const { form, setForm } = edit;
  const [showErrors, setShowErrors] = useState(false);
  const issues = useMemo(() => orderFormIssues(form), [form]);
  const { saveOrder, saving } = useOrderActions();
  const updating = form.id !== undefined;

  const handleSave = async (asCopy: boolean) => {
    if (issues.length > 0) {
      setShowErrors(true);
      return;
    }
    // A failed save keeps the dialog and everything typed; the hook has shown the server's message.
    if (edit.settle(await saveOrder(form, asCopy, edit.version))) onClose();
  };

  return (
    <>
      <Dialog.Body py="3" display="flex" gap="3">
        <Box flex="1" minW="0">
          <ConflictNotice {...edit.notice} />
          <OrderFields form={form} issues={issues} onChange={(patch) => setForm((f) => ({ ...f, ...patch }))} />
          <OperationsTable form={form} issues={issues} onRowsChange={(rows) => setForm((f) => ({ ...f, rows }))} />
        </Box>
        {/* Beside the form, not over it: the list updates as fields are fixed. */}
        {showErrors && issues.length > 0 && <OrderErrorsPopup issues={issues} onClose={() => setShowErrors(false)} />}
      </Dialog.Body>
      <Dialog.Footer py="2.5" borderTopWidth="1px">
        <Box flex="1">
          {issues.length > 0 && (
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setShowErrors((s) => !s)}>
              {issues.length === 1 ? '1 error' : `${issues.length} errors`}
            </Button>
          )}
          {form.id !== undefined && <HistoryButton record="ORDER" id={form.id} title="Order" />}
        </Box>
        {updating ? (
          <>
            <Button size="sm" colorPalette="blue" loading={saving} onClick={() => void handleSave(false)}>
              Update
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="blue"
              disabled={saving}
              onClick={() => void handleSave(true)}
            >
              Create New Order
            </Button>
          </>
        ) : (
          <Button size="sm" colorPalette="blue" loading={saving} onClick={() => void handleSave(false)}>
            Create
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onClose}>
          Close
        </Button>
      </Dialog.Footer>
    </>
  );
}
