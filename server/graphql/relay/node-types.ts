import { API_TOKEN_NODES } from '../../modules/api-tokens/api-token.nodes.js';
import { AUTH_NODES } from '../../modules/auth/auth.nodes.js';
import { EMAIL_NODES } from '../../modules/email/email.nodes.js';
import { FLEET_NODES } from '../../modules/fleet/fleet.nodes.js';
import { ORDER_NODES } from '../../modules/orders/order.nodes.js';
import { ORGANIZATION_NODES } from '../../modules/organizations/organization.nodes.js';
import { PORT_NODES } from '../../modules/ports/port.nodes.js';
import { REGISTRATION_NODES } from '../../modules/registrations/registration.nodes.js';
import { SAVED_RESULT_NODES } from '../../modules/results/saved-result.nodes.js';
import { USER_NODES } from '../../modules/users/user.nodes.js';
import { VESSEL_NODES } from '../../modules/vessels/vessel.nodes.js';
import { NodeRegistry } from './node-registry.js';

/** Every Node type's loader, one list per module (its `*.nodes.ts`). */
export const NODE_REGISTRY = new NodeRegistry([
  ...API_TOKEN_NODES,
  ...AUTH_NODES,
  ...EMAIL_NODES,
  ...FLEET_NODES,
  ...ORDER_NODES,
  ...ORGANIZATION_NODES,
  ...PORT_NODES,
  ...REGISTRATION_NODES,
  ...SAVED_RESULT_NODES,
  ...USER_NODES,
  ...VESSEL_NODES,
]);
