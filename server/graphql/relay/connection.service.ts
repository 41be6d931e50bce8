import type { Em } from '../../db/orm.js';
import { apiTokenConnection } from '../../modules/api-tokens/api-token.keyset.js';
import type { Actor } from '../../modules/auth/actor.js';
import { emailPositionConnection } from '../../modules/email/email-positions.keyset.js';
import type { EmailPositionFilterDraft } from '../../modules/email/email-positions.schema.js';
import { readerEmailConnection } from '../../modules/email/email-reader.keyset.js';
import type { ReaderFilterDraft } from '../../modules/email/email-reader.schema.js';
import { fleetEntryConnection } from '../../modules/fleet/fleet.keyset.js';
import { orderConnection, orderListRowById } from '../../modules/orders/order-list.keyset.js';
import type { OrderSearch } from '../../modules/orders/order-list.query.js';
import { organizationConnection } from '../../modules/organizations/organization.keyset.js';
import { savedResultConnection } from '../../modules/results/saved-result.keyset.js';
import type { SavedResultQuery } from '../../modules/results/saved-result.service.js';
import { userConnection } from '../../modules/users/user.keyset.js';
import { vesselConnection } from '../../modules/vessels/vessel.keyset.js';
import type { ConnectionRequest } from './connection.js';

/**
 * The lists as cursor connections (ADR 0024), bound to one request's EntityManager fork like every other
 * service. Each list's keyset query lives in its module and runs the same route check and organization
 * scope as the list's offset page.
 */
export class ConnectionService {
  constructor(private readonly em: Em) {}

  orders(actor: Actor, scope: 'mine' | 'org', search: OrderSearch, req: ConnectionRequest) {
    return orderConnection(this.em, actor, scope, search, req);
  }

  /** One order's list row (the row the orders connections answer), for a save's answer and node(id). */
  orderRow(actor: Actor, id: number) {
    return orderListRowById(this.em, actor, id);
  }

  savedResults(
    actor: Actor,
    list: 'savedResults' | 'voyages',
    q: Omit<SavedResultQuery, 'page'>,
    req: ConnectionRequest,
  ) {
    return savedResultConnection(this.em, actor, list, q, req);
  }

  vessels(actor: Actor, req: ConnectionRequest, options: { search?: string | null; organizationId?: number | null }) {
    return vesselConnection(this.em, actor, req, options);
  }

  fleetEntries(actor: Actor, req: ConnectionRequest, organizationId?: number | null) {
    return fleetEntryConnection(this.em, actor, req, organizationId);
  }

  users(actor: Actor, req: ConnectionRequest, organizationId?: number | null) {
    return userConnection(this.em, actor, req, organizationId);
  }

  organizations(actor: Actor, req: ConnectionRequest) {
    return organizationConnection(this.em, actor, req);
  }

  emails(actor: Actor, draft: ReaderFilterDraft, req: ConnectionRequest) {
    return readerEmailConnection(this.em, actor, draft, req);
  }

  emailPositions(actor: Actor, draft: EmailPositionFilterDraft, req: ConnectionRequest) {
    return emailPositionConnection(this.em, actor, draft, req);
  }

  apiTokens(actor: Actor, req: ConnectionRequest) {
    return apiTokenConnection(this.em, actor, req);
  }
}
