import { validateOrder, type OrderIssue } from '../../../shared/validation/order-rules.js';
import { readCanalDuesList, type CanalDuesEntry } from '../../../shared/voyage/route-alternatives-dues.js';
import type { Em } from '../../db/orm.js';
import { assertVersion, markChanged } from '../../db/versioning.js';
import { toPage, type Page, type PageRequest } from '../../graphql/paging.js';
import { badInput, notFound } from '../../errors/app-error.js';
import type { Actor } from '../auth/actor.js';
import { Organization } from '../organizations/organization.entity.js';
import { User } from '../users/user.entity.js';
import { CargoExtraDetail } from './cargo-extra-detail.entity.js';
import { planItinerary, type PlanOptions } from './itinerary-plan.js';
import { assertOrderReadRoute, assertOrderRoute, findVisibleOrder, lockOrderForWrite } from './order-access.js';
import { assignFields, ORDER_KEYS, ORDER_NULLABLE_KEYS, type OperationWrite, type OrderWrite } from './order-fields.js';
import { queryOrderList, type OrderListRow, type OrderSearch } from './order-list.query.js';
import { copyRequest } from './order-copy.js';
import { matchPlanPorts, unmatchedPorts, type UnmatchedPortRow } from './operation-ports.js';
import { applyPlan, deriveRows, finishItinerary, hasCargoRows, loadRows } from './order-writer.js';
import { throwIfIssues } from './order.errors.js';
import { Order } from './order.entity.js';
import { PortOperation } from './port-operation.entity.js';
import { recordOrderVersion } from '../versions/version-recorder.js';

/**
 * Test seam for fault injection (production passes none): called inside the save transaction once the
 * order row is written (before its operations), and once everything is written (before the commit).
 */
export interface OrderWriteHooks {
  afterOrderWritten?: (order: Order) => void | Promise<void>;
  beforeCommit?: (order: Order) => void | Promise<void>;
}

export interface SaveOrderRequest {
  /** Absent: create. */
  id?: number | null;
  order: OrderWrite;
  /** The whole itinerary; absent leaves an existing order's rows as they are. */
  operations?: OperationWrite[] | null;
  /** The rows' name in error fields (REST: cargoList). */
  rowsField?: string;
  /** Accept an order without cargo rows yet (legacy POST /clientQuery; the rows follow in /cargoList). */
  allowIncomplete?: boolean;
  /** Keep port text that names no port as it is (a copy of a stored order keeps its flagged rows). */
  keepUnmatchedPorts?: boolean;
  /** The version the client loaded (update only); a stale one answers CONFLICT. Absent: not checked. */
  version?: number | null;
}

/**
 * Orders and their port operations (spec 1 sections 2-5). Every write runs in one transaction that locks
 * the order first: an order and its rows are saved entirely or not at all. Reads and writes are scoped by
 * order-access.ts; validation messages come from shared/validation/order-rules.ts.
 */
export class OrderService {
  constructor(
    private readonly em: Em,
    private readonly hooks: OrderWriteHooks = {},
  ) {}

  /** My Orders (scope mine, pinned first) or All Orders (scope org), newest first. */
  async list(actor: Actor, scope: 'mine' | 'org', search: OrderSearch, page: PageRequest): Promise<Page<OrderListRow>> {
    assertOrderRoute(actor);
    const { rows, total } = await queryOrderList(this.em, {
      organizationId: actor.organizationId,
      actorId: actor.id,
      scope,
      search,
      limit: page.limit,
      page: page.page,
    });
    return toPage(rows, total, page);
  }

  /** A visible order with its creator (rows: operationsOf). */
  async get(actor: Actor, id: number): Promise<Order> {
    assertOrderReadRoute(actor);
    return findVisibleOrder(this.em, actor, id);
  }

  async operationsOf(actor: Actor, orderId: number): Promise<PortOperation[]> {
    const order = await this.get(actor, orderId);
    return this.em.find(PortOperation, { order: order.id }, { orderBy: { index: 'asc', id: 'asc' } });
  }

  async extraDetailsOf(actor: Actor, orderId: number): Promise<CargoExtraDetail[]> {
    return this.extraDetailsFor(await this.get(actor, orderId));
  }

  /** The rows of an order (obtained through a checked call) whose port text names no port of the table. */
  async unmatchedPortsFor(order: Order): Promise<UnmatchedPortRow[]> {
    const rows = order.operations.isInitialized() ? order.operations.getItems() : await loadRows(this.em, order);
    return unmatchedPorts(this.em, rows);
  }

  /** The extra details of an order the caller already obtained through a checked call. */
  extraDetailsFor(order: Order): Promise<CargoExtraDetail[]> {
    return this.em.find(CargoExtraDetail, { order: order.id }, { orderBy: { id: 'asc' } });
  }

  /** Creates (no id) or updates an order and, when given, its whole itinerary, in one transaction. */
  async save(actor: Actor, req: SaveOrderRequest): Promise<Order> {
    assertOrderRoute(actor);
    const id = await this.em.transactional((tx) => this.write(tx, actor, req), { clear: true });
    return this.reload(actor, id);
  }

  /**
   * "Copy as my order": a visible order (anyone's) recreated in one transaction as a new private order of
   * the caller's organization, the caller its creator, with every row and its margins and bunker supply.
   */
  async copy(actor: Actor, id: number): Promise<Order> {
    assertOrderRoute(actor);
    const copyId = await this.em.transactional(
      async (tx) => {
        const source = await findVisibleOrder(tx, actor, id);
        const details = await tx.find(CargoExtraDetail, { order: source.id });
        const request = copyRequest(source, await loadRows(tx, source), details);
        return this.write(tx, actor, { ...request, keepUnmatchedPorts: true });
      },
      { clear: true },
    );
    return this.reload(actor, copyId);
  }

  /** The body of a save, inside the caller's transaction; answers the order's id. */
  private async write(tx: Em, actor: Actor, req: SaveOrderRequest): Promise<number> {
    const existing = req.id === null || req.id === undefined ? null : await lockOrderForWrite(tx, actor, req.id);
    if (existing) assertVersion(existing, req.version, 'order');
    const order = existing ?? this.newOrder(tx, actor);
    const stored = existing ? await loadRows(tx, existing) : [];
    const rowsField = req.rowsField ?? 'operations';
    const dues = readOrderCanalDues(req.order);
    const issues: OrderIssue[] = [...validateOrder(merged(existing, req.order)), ...dues.issues];
    // Without rows an update leaves the itinerary as it is; a new order gets Commence (and must have cargo rows).
    const rows = req.operations ?? (existing ? null : []);
    const options = this.planOptions('replace', rowsField, false, !req.allowIncomplete);
    const plan = rows === null ? null : planItinerary(stored, rows, options);
    const portCheck = { field: rowsField, keepUnmatched: req.keepUnmatchedPorts };
    const portIssues = plan ? await matchPlanPorts(tx, stored, plan, portCheck) : [];
    throwIfIssues([...issues, ...(plan?.issues ?? []), ...portIssues]);

    assignFields(order, { ...req.order, canalDues: dues.value }, ORDER_KEYS, ORDER_NULLABLE_KEYS);
    if (existing) await markChanged(tx, order, actor);
    tx.persist(order);
    await tx.flush();
    await this.hooks.afterOrderWritten?.(order);
    if (plan) {
      await finishItinerary(tx, order, await applyPlan(tx, order, stored, plan));
    } else {
      deriveRows(stored, order.freightMode);
      await finishItinerary(tx, order, stored);
    }
    await recordOrderVersion(tx, actor, order);
    await this.hooks.beforeCommit?.(order);
    return order.id;
  }

  /** "Create New Order": the dialog's content saved as a new order (ids in the input are ignored). */
  async createCopy(actor: Actor, req: SaveOrderRequest): Promise<Order> {
    const operations = (req.operations ?? []).map(({ id: _id, ...row }) => row);
    return this.save(actor, { ...req, id: null, operations, version: null });
  }

  async delete(actor: Actor, id: number): Promise<void> {
    assertOrderRoute(actor);
    await this.em.transactional(
      async (tx) => {
        const order = await lockOrderForWrite(tx, actor, id);
        // Rows, extra details and pins go with it (foreign keys cascade); saved voyages keep their snapshot.
        await tx.nativeDelete(Order, { id: order.id });
      },
      { clear: true },
    );
  }

  /**
   * Legacy rows calls in one transaction each: `append` (POST /cargoList) adds rows after the current ones,
   * Loading/Discharging only while the order has none yet; `replace` (POST /updateCargoDetails) makes the
   * list the whole itinerary.
   */
  async writeOperations(
    actor: Actor,
    orderId: number,
    rows: OperationWrite[],
    mode: 'append' | 'replace',
    field = 'cargoList',
    version?: number | null,
  ): Promise<PortOperation[]> {
    assertOrderRoute(actor);
    await this.em.transactional(
      async (tx) => {
        const order = await lockOrderForWrite(tx, actor, orderId);
        assertVersion(order, version, 'order');
        const stored = await loadRows(tx, order);
        const onlyExtras = mode === 'append' && hasCargoRows(stored);
        const plan = planItinerary(stored, rows, this.planOptions(mode, field, onlyExtras, mode === 'replace'));
        throwIfIssues([...plan.issues, ...(await matchPlanPorts(tx, stored, plan, { field }))]);
        await markChanged(tx, order, actor);
        await finishItinerary(tx, order, await applyPlan(tx, order, stored, plan));
        await recordOrderVersion(tx, actor, order);
        await this.hooks.beforeCommit?.(order);
      },
      { clear: true },
    );
    this.em.clear();
    return this.operationsOf(actor, orderId);
  }

  /** The calculator's Add Operation: one of the extra types, at `position` (default: last). */
  async addOperation(
    actor: Actor,
    orderId: number,
    row: OperationWrite,
    position?: number | null,
    version?: number | null,
  ): Promise<Order> {
    return this.editRows(actor, orderId, version, (stored) => {
      const at = position ?? stored.length;
      if (!Number.isInteger(at) || at < 1 || at > stored.length) {
        throw badInput(`position must be from 1 to ${stored.length} (Commence stays first)`, 'position');
      }
      const list: OperationWrite[] = stored.map((r) => ({ id: r.id }));
      list.splice(at, 0, row);
      return { list, onlyExtras: true, newIndex: at };
    });
  }

  /** Deletes a Passing, Waiting, Bunkering, Redelivery or Relay row; others are refused. */
  async deleteOperation(actor: Actor, operationId: number, version?: number | null): Promise<Order> {
    assertOrderRoute(actor);
    const row = await this.em.findOne(PortOperation, { id: operationId, organization: actor.organizationId });
    if (!row) throw notFound('Port operation', operationId);
    return this.editRows(actor, row.order.id, version, (stored) => ({
      list: stored.filter((r) => r.id !== operationId).map((r) => ({ id: r.id })),
      onlyExtras: true,
      newIndex: null,
    }));
  }

  /** Moves rows to the given order of ids (every row listed once, Commence first). */
  async reorderOperations(actor: Actor, orderId: number, ids: number[], version?: number | null): Promise<Order> {
    return this.editRows(actor, orderId, version, (stored) => {
      const all = new Set(ids);
      if (ids.length !== stored.length || all.size !== ids.length || stored.some((r) => !all.has(r.id))) {
        throw badInput('ids must list every operation of the order exactly once', 'ids');
      }
      return { list: ids.map((id) => ({ id })), onlyExtras: true, newIndex: null };
    });
  }

  private async editRows(
    actor: Actor,
    orderId: number,
    version: number | null | undefined,
    edit: (stored: PortOperation[]) => { list: OperationWrite[]; onlyExtras: boolean; newIndex: number | null },
  ): Promise<Order> {
    assertOrderRoute(actor);
    await this.em.transactional(
      async (tx) => {
        const order = await lockOrderForWrite(tx, actor, orderId);
        assertVersion(order, version, 'order');
        const stored = await loadRows(tx, order);
        const { list, onlyExtras, newIndex } = edit(stored);
        const plan = planItinerary(stored, list, this.planOptions('replace', 'operations', onlyExtras, false));
        const portIssues = await matchPlanPorts(tx, stored, plan, { field: 'operations' });
        throwIfIssues(
          [...plan.issues, ...portIssues].map((i) =>
            newIndex === null ? i : { ...i, field: i.field.replace(`operations[${newIndex}]`, 'input') },
          ),
        );
        await markChanged(tx, order, actor);
        await finishItinerary(tx, order, await applyPlan(tx, order, stored, plan));
        await recordOrderVersion(tx, actor, order);
        await this.hooks.beforeCommit?.(order);
      },
      { clear: true },
    );
    return this.reload(actor, orderId);
  }

  private planOptions(
    mode: PlanOptions['mode'],
    field: string,
    onlyExtraAdds: boolean,
    complete: boolean,
  ): PlanOptions {
    return { mode, field, onlyExtraAdds, complete };
  }

  private newOrder(tx: Em, actor: Actor): Order {
    const order = new Order();
    order.organization = tx.getReference(Organization, actor.organizationId);
    order.createdBy = tx.getReference(User, actor.id);
    return order;
  }

  /**
   * The saved order as it now is in the database (the request's identity map may hold older copies). The
   * write was authorised, so no visibility filter: an ADMIN who made a colleague's order private still
   * gets the answer.
   */
  private async reload(actor: Actor, id: number): Promise<Order> {
    this.em.clear();
    const order = await this.em.findOne(
      Order,
      { id, organization: actor.organizationId },
      { populate: ['createdBy', 'operations'] },
    );
    if (!order) throw notFound('Order', id);
    return order;
  }
}

/**
 * The order's canal dues as written (GraphQL and REST alike): absent or null leaves them as they are,
 * else a list read by readCanalDuesList (the rule of every entry point), a refusal naming its field.
 */
function readOrderCanalDues(write: OrderWrite): { value: CanalDuesEntry[] | undefined; issues: OrderIssue[] } {
  if (write.canalDues === undefined || write.canalDues === null) return { value: undefined, issues: [] };
  const read = readCanalDuesList(write.canalDues);
  return read.issue ? { value: undefined, issues: [read.issue] } : { value: read.dues, issues: [] };
}

/** The order's required fields after the write: given values over the stored ones. */
function merged(existing: Order | null, write: OrderWrite): Parameters<typeof validateOrder>[0] {
  const keys = ['name', 'access', 'freightMode', 'qtyMode', 'laycanStartDate', 'laycanEndDate'] as const;
  const out: Record<string, unknown> = { ...write };
  for (const k of keys) out[k] = write[k] === undefined ? (existing?.[k] ?? null) : write[k];
  return out;
}
