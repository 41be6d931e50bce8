import { graphql } from '../../../__generated__';

/** The time zone of each port a saved voyage's rows name (its stored result predates or lacks them). */
export const savedPortTimeZonesQuery = graphql(`
  query SavedPortTimeZones($names: [String!]!) {
    portTimeZones(names: $names)
  }
`);
