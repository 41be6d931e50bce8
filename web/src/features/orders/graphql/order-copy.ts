import { graphql } from '../../../__generated__';

/** Who created an order: what the read-only notice needs (the shared ownership rule decides). */
export const orderOwnerQuery = graphql(`
  query OrderOwner($id: Int!) {
    order(id: $id) {
      id
      createdById
      createdUserName
    }
  }
`);

/** "Copy as my order": a colleague's order recreated by the server as the user's own private order. */
export const copyOrderMutation = graphql(`
  mutation CopyOrder($id: Int!) {
    copyOrder(id: $id) {
      id
      databaseId
      name
    }
  }
`);
