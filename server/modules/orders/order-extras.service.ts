import { checkLimits, type OrderIssue } from '../../../shared/validation/order-rules.js';
import { LockMode } from '@mikro-orm/core';
import type { Em } from '../../db/orm.js';
import { badInput, notFound } from '../../errors/app-error.js';
import type { Actor } from '../auth/actor.js';
import { User } from '../users/user.entity.js';
import { CargoExtraDetail } from './cargo-extra-detail.entity.js';
import { markChanged } from '../../db/versioning.js';
import { recordOrderVersion } from '../versions/version-recorder.js';
import { assertOrderReadRoute, assertOrderRoute, lockOrderForWrite, visibleOrders } from './order-access.js';
import { assignFields, EXTRA_DETAIL_KEYS, type ExtraDetailWrite } from './order-fields.js';
import { throwIfIssues } from './order.errors.js';
import { Order } from './order.entity.js';
import { PortOperation } from './port-operation.entity.js';

/**
 * The user's pinned orders (the legacy "query format") and the per-operation extra details (margins and
 * bunker supply). Same routes and scoping as orders; each write is one transaction.
 */
export class OrderExtrasService {
  constructor(private readonly em: Em) {}

  /** A row of a visible order (node(id) of a PortOperation): NOT_FOUND like the order itself. */
  async operation(actor: Actor, id: number): Promise<PortOperation> {
    assertOrderReadRoute(actor);
    const row = await this.em.findOne(PortOperation, { id, order: visibleOrders(actor) });
    if (!row) throw notFound('Port operation', id);
    return row;
  }

  /** An extra detail of a visible order (node(id) of a CargoExtraDetail): NOT_FOUND like the order itself. */
  async extraDetail(actor: Actor, id: number): Promise<CargoExtraDetail> {
    assertOrderRoute(actor);
    const row = await this.em.findOne(CargoExtraDetail, { id, order: visibleOrders(actor) });
    if (!row) throw notFound('Cargo extra detail', id);
    return row;
  }

  /** Pinned order ids of the actor, or of another user of the same organization (NOT_FOUND otherwise). */
  async pinnedIds(actor: Actor, userId?: number | null): Promise<number[]> {
    assertOrderRoute(actor);
    const id = userId ?? actor.id;
    const user = await this.em.findOne(
      User,
      { id, organization: actor.organizationId },
      { populate: ['pinnedOrders'] },
    );
    if (!user) throw notFound('User', id);
    return user.pinnedOrders
      .getItems()
      .map((o) => o.id)
      .sort((a, b) => a - b);
  }

  /**
   * Replaces the actor's pinned orders. Nulls are ignored (the legacy client sends an empty list as
   * [null]); every id must be an order the actor can see, otherwise BAD_USER_INPUT naming it.
   */
  async setPinned(actor: Actor, ids: readonly (number | null)[]): Promise<number[]> {
    assertOrderRoute(actor);
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    await this.em.transactional(
      async (tx) => {
        const visible = await tx.find(Order, { id: { $in: wanted }, ...visibleOrders(actor) });
        const found = new Set(visible.map((o) => o.id));
        const issues: OrderIssue[] = [];
        ids.forEach((id, i) => {
          if (id !== null && !found.has(id))
            issues.push({ field: `ids[${i}]`, message: `Order ${id} cannot be pinned: no such order` });
        });
        throwIfIssues(issues);
        // The user row lock serialises two pin updates of one user (their pivot rows would collide).
        const user = await tx.findOneOrFail(User, { id: actor.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        await tx.populate(user, ['pinnedOrders']);
        user.pinnedOrders.set(visible);
      },
      { clear: true },
    );
    this.em.clear();
    return this.pinnedIds(actor);
  }

  /**
   * Creates or updates the extra detail of a port operation (one per operation). The operation's order
   * must be one the actor may change.
   */
  async saveExtraDetail(actor: Actor, operationId: number, write: ExtraDetailWrite): Promise<CargoExtraDetail> {
    const [saved] = await this.saveExtraDetails(actor, [{ operationId, write }]);
    if (!saved) throw notFound('Port operation', operationId);
    return saved;
  }

  /** Several extra details in one transaction (the legacy POST /cargoExtraDetails takes a list). */
  async saveExtraDetails(
    actor: Actor,
    items: readonly { operationId: number; write: ExtraDetailWrite }[],
    field = 'input',
  ): Promise<CargoExtraDetail[]> {
    assertOrderRoute(actor);
    const many = items.length > 1;
    throwIfIssues(
      items.flatMap((it, i) => checkLimits(it.write as Record<string, unknown>, many ? `${field}[${i}].` : '')),
    );
    const ids = await this.em.transactional(
      async (tx) => {
        const saved: CargoExtraDetail[] = [];
        const rows = new Map<number, PortOperation>();
        for (const { operationId } of items) {
          const row = await tx.findOne(PortOperation, { id: operationId, organization: actor.organizationId });
          if (!row) throw notFound('Port operation', operationId);
          rows.set(operationId, row);
        }
        // Lock the orders in id order, so two batches over the same orders cannot deadlock.
        const orderIds = [...new Set([...rows.values()].map((r) => r.order.id))].sort((a, b) => a - b);
        const orders = new Map<number, Order>();
        for (const id of orderIds) orders.set(id, await lockOrderForWrite(tx, actor, id));
        // A row deleted by a save that committed before our lock is gone now.
        const still = await tx.count(PortOperation, { id: { $in: [...rows.keys()] } });
        if (still < rows.size) throw notFound('Port operation');
        const details = new Map<number, CargoExtraDetail>();
        for (const { operationId, write } of items) {
          const row = rows.get(operationId) as PortOperation;
          const order = orders.get(row.order.id) as Order;
          const detail =
            details.get(row.id) ??
            (await tx.findOne(CargoExtraDetail, { operation: row.id })) ??
            tx.create(CargoExtraDetail, {
              operation: row,
              order,
              organization: order.organization,
              distNormal: row.distNormal,
              distEca: row.distEca,
            });
          assignFields(detail, write, EXTRA_DETAIL_KEYS);
          details.set(row.id, detail);
          saved.push(detail);
        }
        // A detail is part of its order's itinerary: the order counts a new version (ADR 0013).
        for (const order of orders.values()) await markChanged(tx, order, actor);
        await tx.flush();
        for (const order of orders.values()) await recordOrderVersion(tx, actor, order);
        return saved.map((d) => d.id);
      },
      { clear: true },
    );
    this.em.clear();
    const found = await this.em.find(CargoExtraDetail, { id: { $in: ids } });
    return ids.map((id) => found.find((d) => d.id === id)).filter((d): d is CargoExtraDetail => d !== undefined);
  }

  /** The operation an extra detail belongs to (for the legacy body, which may name only the detail id). */
  async operationOfDetail(actor: Actor, detailId: number): Promise<number> {
    assertOrderRoute(actor);
    const detail = await this.em.findOne(CargoExtraDetail, { id: detailId, order: visibleOrders(actor) });
    if (!detail) throw notFound('Cargo extra detail', detailId);
    return detail.operation.id;
  }

  async deleteExtraDetail(actor: Actor, id: number): Promise<void> {
    assertOrderRoute(actor);
    if (!Number.isInteger(id) || id <= 0) throw badInput('id must be a positive integer', 'id');
    await this.em.transactional(
      async (tx) => {
        const detail = await tx.findOne(CargoExtraDetail, { id, order: visibleOrders(actor) });
        if (!detail) throw notFound('Cargo extra detail', id);
        const order = await lockOrderForWrite(tx, actor, detail.order.id);
        await markChanged(tx, order, actor);
        tx.remove(detail);
        await recordOrderVersion(tx, actor, order);
      },
      { clear: true },
    );
  }
}
