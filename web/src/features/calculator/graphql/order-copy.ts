import { graphql } from '../../../__generated__';

/** "Copy as my order" from the calculator: the draft (with any numbers tried) saved as the user's own new order. */
export const copyDraftAsMyOrderMutation = graphql(`
  mutation CopyDraftAsMyOrder($input: OrderInput!) {
    createOrderAsCopy(input: $input) {
      id
      databaseId
      name
    }
  }
`);
