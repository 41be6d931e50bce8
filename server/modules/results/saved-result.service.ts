import type { FilterQuery } from '@mikro-orm/core';
import { ROLE } from '../../../shared/auth/routes.js';
import type { Em } from '../../db/orm.js';
import { forbidden, notFound } from '../../errors/app-error.js';
import { assertRoute, scopeOrganization, type Actor } from '../auth/actor.js';
import { firstRow, toPage, type Page, type PageRequest } from '../../graphql/paging.js';
import { SavedResult } from './saved-result.entity.js';

/** What the voyages search text matches; absent or 'all' matches any of them. */
export const VOYAGE_SEARCH_TYPES = [
  'all',
  'saveLabel',
  'vessel',
  'name',
  'firstLoadPort',
  'lastDischargePort',
] as const;
export type VoyageSearchType = (typeof VOYAGE_SEARCH_TYPES)[number];

export interface SavedResultQuery {
  /** mine: saved by the actor (My Voyages); all: the organization's (All Voyages, the /saved list). */
  scope: 'mine' | 'all';
  text?: string | null;
  type?: VoyageSearchType | null;
  page: PageRequest;
}

/** The saved voyage list row (spec 1 section 3), plus the opening port and who saved it. */
export interface SavedResultRow {
  id: number;
  saveLabel: string;
  vessel: string;
  name: string;
  openingPort: string | null;
  firstLoadPort: string | null;
  lastDischargePort: string | null;
  loadQuantity: number;
  createdDate: Date;
  createdUserName: string;
  userId: number | null;
  orderId: number | null;
}

const SEARCH_COLUMNS: Record<Exclude<VoyageSearchType, 'all'>, keyof SavedResult> = {
  saveLabel: 'saveLabel',
  vessel: 'vesselName',
  name: 'orderName',
  firstLoadPort: 'firstLoadPort',
  lastDischargePort: 'lastDischargePort',
};

/**
 * Saved calculator results ("Calculate & Save"; written by the calculator service). Everyone may open the
 * saved list (/saved); the voyages screen (/voyages) shows the same rows. Scoped to the actor's
 * organization; another organization's result answers NOT_FOUND. Deleting is for whoever saved it or an
 * ADMIN of the organization.
 */
export class SavedResultService {
  constructor(private readonly em: Em) {}

  savedResults(actor: Actor, q: SavedResultQuery): Promise<Page<SavedResultRow>> {
    assertRoute(actor, '/saved');
    return this.query(actor, q);
  }

  voyages(actor: Actor, q: SavedResultQuery): Promise<Page<SavedResultRow>> {
    assertRoute(actor, '/voyages');
    return this.query(actor, q);
  }

  async get(actor: Actor, id: number): Promise<SavedResult> {
    assertRoute(actor, '/saved');
    return this.find(actor, id);
  }

  async delete(actor: Actor, id: number): Promise<void> {
    assertRoute(actor, '/saved', '/voyages');
    await this.em.transactional(
      async (tx) => {
        const result = await tx.findOne(SavedResult, { id, organization: scopeOrganization(actor) });
        if (!result) throw notFound('Saved result', id);
        if (result.createdBy?.id !== actor.id && !actor.roles.includes(ROLE.admin)) {
          throw forbidden('Only whoever saved this result or an ADMIN may delete it');
        }
        tx.remove(result);
      },
      { clear: true },
    );
  }

  private async find(actor: Actor, id: number): Promise<SavedResult> {
    const result = await this.em.findOne(
      SavedResult,
      { id, organization: scopeOrganization(actor) },
      { populate: ['createdBy'] },
    );
    if (!result) throw notFound('Saved result', id);
    return result;
  }

  private async query(actor: Actor, q: SavedResultQuery): Promise<Page<SavedResultRow>> {
    const where: FilterQuery<SavedResult> = { organization: scopeOrganization(actor) };
    if (q.scope === 'mine') where.createdBy = actor.id;
    const needle = q.text?.replaceAll('\u0000', '').trim();
    if (needle) {
      const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const columns = !q.type || q.type === 'all' ? Object.values(SEARCH_COLUMNS) : [SEARCH_COLUMNS[q.type]];
      where.$or = columns.map((c) => ({ [c]: { $ilike: pattern } }) as FilterQuery<SavedResult>);
    }
    const [items, total] = await this.em.findAndCount(SavedResult, where, {
      populate: ['createdBy'],
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: q.page.limit,
      offset: firstRow(q.page),
    });
    return toPage(items.map(savedResultRow), total, q.page);
  }
}

export function savedResultRow(r: SavedResult): SavedResultRow {
  const port = (r.fleet as { port?: unknown } | null)?.port;
  return {
    id: r.id,
    saveLabel: r.saveLabel,
    vessel: r.vesselName,
    name: r.orderName,
    openingPort: typeof port === 'string' && port !== '' ? port : null,
    firstLoadPort: r.firstLoadPort,
    lastDischargePort: r.lastDischargePort,
    loadQuantity: r.loadQuantity,
    createdDate: r.createdAt,
    createdUserName: r.createdBy ? r.createdBy.fullName : '',
    userId: r.createdBy?.id ?? null,
    orderId: r.order?.id ?? null,
  };
}
