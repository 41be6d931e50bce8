import type { EntityName } from '@mikro-orm/core';
import type { OrgHolder } from '../../../shared/validation/user-rules.js';
import type { Em } from '../../db/orm.js';
import { ParsedEmail } from '../email/parsed-email.entity.js';
import { VesselPosition } from '../email/vessel-position.entity.js';
import { FleetEntry } from '../fleet/fleet-entry.entity.js';
import { Order } from '../orders/order.entity.js';
import { PortDistanceOverride } from '../ports/port-distance-override.entity.js';
import { SavedResult } from '../results/saved-result.entity.js';
import { User } from '../users/user.entity.js';
import { Vessel } from '../vessels/vessel.entity.js';

/**
 * Every kind of record that belongs to an organization directly (port operations and cargo details
 * belong to its orders), in the order a refusal names them.
 */
const KINDS: readonly { entity: EntityName<object>; one: string; many: string }[] = [
  { entity: User, one: 'user', many: 'users' },
  { entity: Order, one: 'order', many: 'orders' },
  { entity: Vessel, one: 'vessel', many: 'vessels' },
  { entity: FleetEntry, one: 'fleet entry', many: 'fleet entries' },
  { entity: SavedResult, one: 'saved result', many: 'saved results' },
  { entity: ParsedEmail, one: 'position e-mail', many: 'position e-mails' },
  { entity: VesselPosition, one: 'vessel position', many: 'vessel positions' },
  { entity: PortDistanceOverride, one: 'saved port distance', many: 'saved port distances' },
];

/** How many records of each kind still belong to the organization. */
export async function organizationHolders(tx: Em, organizationId: number): Promise<OrgHolder[]> {
  const holders: OrgHolder[] = [];
  for (const kind of KINDS) {
    const count = await tx.count(kind.entity, { organization: organizationId } as never);
    holders.push({ count, one: kind.one, many: kind.many });
  }
  return holders;
}
