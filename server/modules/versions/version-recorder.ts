import type { Em } from '../../db/orm.js';
import type { Actor } from '../auth/actor.js';
import { CargoExtraDetail } from '../orders/cargo-extra-detail.entity.js';
import type { Order } from '../orders/order.entity.js';
import { PortOperation } from '../orders/port-operation.entity.js';
import { Organization } from '../organizations/organization.entity.js';
import type { SavedResult } from '../results/saved-result.entity.js';
import { User } from '../users/user.entity.js';
import { RecordVersion } from './record-version.entity.js';
import { orderSnapshot, voyageSnapshot } from './version-snapshots.js';

/**
 * The hooks the saves call inside their own transaction (ADR 0030): a refused save throws before reaching
 * them, and a rolled-back one takes its version row with it.
 */

async function authorName(tx: Em, actor: Actor): Promise<string> {
  const fullName = actor.fullName ?? (await tx.findOne(User, { id: actor.id }))?.fullName;
  return (fullName || actor.firstName || actor.email).slice(0, 200);
}

/**
 * Keeps the order as this save leaves it, under the order's own version number (1 when created). Call it
 * once everything of the save is written (the rows are read back from the transaction).
 */
export async function recordOrderVersion(tx: Em, actor: Actor, order: Order): Promise<void> {
  await tx.flush();
  const rows = await tx.find(PortOperation, { order: order.id }, { orderBy: { index: 'asc', id: 'asc' } });
  const details = await tx.find(CargoExtraDetail, { order: order.id });
  tx.create(RecordVersion, {
    entityKind: 'order',
    entityId: order.id,
    recordId: order.id,
    organization: tx.getReference(Organization, order.organization.id),
    version: order.version,
    savedById: actor.id,
    savedByName: order.changedByName ?? (await authorName(tx, actor)),
    savedAt: order.changedAt ?? new Date(),
    snapshot: orderSnapshot(order, rows, details),
  });
  await tx.flush();
}

/**
 * Keeps a newly stored saved result as the next version of its voyage: the saved results of the
 * organization with the same label, vessel and order are one voyage's versions (an identical save stores
 * nothing and keeps no version). Saves of one voyage take turns (a transaction-scoped advisory lock) so two
 * never take the same number.
 */
export async function recordVoyageVersion(tx: Em, actor: Actor, saved: SavedResult): Promise<void> {
  const orgId = saved.organization.id;
  const orderId = saved.order?.id ?? null;
  const identity = JSON.stringify([orgId, saved.saveLabel, saved.vesselName, orderId]);
  await tx.execute(`select pg_advisory_xact_lock(hashtext(?)) as locked`, [`record_version:voyage:${identity}`]);
  // The voyage's line: through any of its saved results still stored (a deleted one's version row stays).
  const [line] = await tx.execute<{ entity_id: number }[]>(
    `select v.entity_id from record_version v
      join saved_result r on r.id = v.record_id
      where v.entity_kind = 'voyage' and v.organization_id = ? and r.id <> ?
        and r.organization_id = ? and r.save_label = ? and r.vessel_name = ? and r.order_id is not distinct from ?
      order by v.version desc, v.id desc limit 1`,
    [orgId, saved.id, orgId, saved.saveLabel, saved.vesselName, orderId],
  );
  const entityId = line ? Number(line.entity_id) : saved.id;
  const [last] = await tx.execute<{ version: number | null }[]>(
    `select max(version) as version from record_version where entity_kind = 'voyage' and entity_id = ?`,
    [entityId],
  );
  tx.create(RecordVersion, {
    entityKind: 'voyage',
    entityId,
    recordId: saved.id,
    organization: tx.getReference(Organization, orgId),
    version: Number(last?.version ?? 0) + 1,
    savedById: actor.id,
    savedByName: await authorName(tx, actor),
    savedAt: saved.createdAt,
    snapshot: voyageSnapshot(saved),
  });
  await tx.flush();
}
