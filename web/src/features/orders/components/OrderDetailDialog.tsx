import { Box, CloseButton, Dialog, Flex, Grid, Portal, Spinner, Table, Text } from '@chakra-ui/react';
import { useOrderForEdit } from '../hooks/useOrderForEdit';
import { formatDateTime } from '../../../lib/format';
import { orderToForm } from '../utils/order-form';
import { OrderCopyNotice } from './OrderCopyNotice';

/** All Orders' detail view: the order and its operations, read only. */
export function OrderDetailDialog({
  id,
  onClose,
  onCopied,
}: {
  id: number | null;
  onClose: () => void;
  /** After "Copy as my order": the copy's id. */
  onCopied?: (copyId: number) => void;
}) {
  const { order } = useOrderForEdit(id);
  const form = order ? orderToForm(order) : undefined;
  const moloo = form?.qtyMode !== 'MINMAX';
  const facts: [string, string][] = form
    ? [
        ['Name', form.name],
        ['Access Mode', form.access],
        ['Freight Mode', form.freightMode],
        ['Qty option', form.qtyMode],
        ['Laycan start', form.laycanStart],
        ['Laycan end', form.laycanEnd],
        ['Created by', order?.createdUserName ?? ''],
        ['Created on', formatDateTime(order?.createdAt, '')],
      ]
    : [];
  const head = [
    '#',
    'Operation',
    'Port',
    'Cargo',
    'Account',
    ...(moloo ? ['Cargo Qty', 'Tolerance %'] : ['Min', 'Max']),
    'Rate',
    'Terms',
    'Factor',
    'Freight',
  ];

  return (
    <Dialog.Root open={id !== null} onOpenChange={(e) => !e.open && onClose()} size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label="Order details">
            <Dialog.Header py="3" borderBottomWidth="1px">
              <Dialog.Title fontSize="md">Order details</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
            <Dialog.Body py="3">
              {!form ? (
                <Flex p="8" justify="center">
                  <Spinner />
                </Flex>
              ) : (
                <>
                  {id !== null && <OrderCopyNotice id={id} onCopied={(copyId) => (onCopied ?? onClose)(copyId)} />}
                  <Grid templateColumns="repeat(4, minmax(0, 1fr))" gap="2" mb="3">
                    {facts.map(([label, value]) => (
                      <Box key={label}>
                        <Text fontSize="2xs" color="gray.500">
                          {label}
                        </Text>
                        <Text fontSize="xs">{value || '—'}</Text>
                      </Box>
                    ))}
                  </Grid>
                  {form.message && (
                    <Text fontSize="xs" mb="3" color="gray.700">
                      {form.message}
                    </Text>
                  )}
                  <Table.Root size="sm" aria-label="Operations">
                    <Table.Header>
                      <Table.Row bg="gray.100">
                        {head.map((h) => (
                          <Table.ColumnHeader key={h} px="2" py="1" fontSize="2xs">
                            {h}
                          </Table.ColumnHeader>
                        ))}
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {form.rows.map((r, i) => (
                        <Table.Row key={r.key} fontSize="xs">
                          {[
                            i + 1,
                            r.operation,
                            r.port,
                            r.cargo,
                            r.account,
                            ...(moloo ? [r.cargoQty, r.tolerance] : [r.min, r.max]),
                            r.rate,
                            r.terms,
                            r.factor,
                            r.freight,
                          ].map((v, j) => (
                            <Table.Cell key={j} px="2" py="1">
                              {v ?? ''}
                            </Table.Cell>
                          ))}
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </>
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
