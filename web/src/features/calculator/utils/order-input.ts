import type { OperationInput, OrderInput } from '../../../__generated__/graphql';
import type { CalculatorDraft, OperationRow } from '../state/types';

function operationInput(r: OperationRow): OperationInput {
  // The EU/EEA flag and the tied port's name are the port table's (read, never saved).
  const { key: _key, index: _index, extra, id, isEu: _isEu, euPort: _euPort, portName: _portName, ...fields } = r;
  const { id: _extraId, ...extraFields } = extra;
  return { ...fields, id, extraDetail: { ...extraFields, distNormal: r.distNormal, distEca: r.distEca } };
}

/**
 * The draft as the order's save: the order's fields and its whole itinerary in grid order (rows added
 * in the calculator have no id and are created), each row with its extra detail. One transaction on
 * the server.
 */
export function orderInput(draft: CalculatorDraft): OrderInput {
  const {
    id: _id,
    databaseId: _databaseId,
    createdById: _by,
    createdUserName: _name,
    updatedAt: _updated,
    version: _version,
    calculationFormat: _format,
    ...fields
  } = draft.order;
  return { ...fields, id: draft.orderId, operations: draft.operations.map(operationInput) };
}
