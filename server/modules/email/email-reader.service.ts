import PostalMime from 'postal-mime';
import type { Em } from '../../db/orm.js';
import { notFound } from '../../errors/app-error.js';
import { parseInput } from '../../errors/parse-input.js';
import { assertRoute, type Actor } from '../auth/actor.js';
import { READER_LIMIT, readerFilterSchema, type ReaderFilterDraft, type ReaderFilters } from './email-reader.schema.js';
import { readerWhere } from './email-reader.where.js';
import { ParsedEmail } from './parsed-email.entity.js';
import { VesselPosition } from './vessel-position.entity.js';

/** One e-mail on the reader screen: its headers, its bodies as received, and the positions read from it. */
export interface EmailView {
  email: ParsedEmail;
  to: string;
  /** The text/plain body (the HTML part turned to text by the client when there is none). */
  text: string | null;
  /** The text/html body as received: the client sanitises it and shows it without scripts or remote content. */
  html: string | null;
  positions: VesselPosition[];
}

/**
 * The Position Reader (/email_parser, spec 2): the organization's e-mails by the screen's filters, one
 * e-mail with its positions, e-mails naming a vessel. Always the actor's own organization.
 */
export class EmailReaderService {
  constructor(private readonly em: Em) {}

  async list(actor: Actor, draft: ReaderFilterDraft, now: Date = new Date()): Promise<ParsedEmail[]> {
    assertRoute(actor, '/email_parser');
    const f = parseInput(readerFilterSchema, draft ?? {});
    const ids = await matchingIds(this.em, actor.organizationId, f, now);
    if (ids.length === 0) return [];
    const emails = await this.em.find(ParsedEmail, { id: { $in: ids } });
    const byId = new Map(emails.map((e) => [e.id, e]));
    return ids.map((id) => byId.get(id)!).filter(Boolean);
  }

  /**
   * Whether the reader's list by these filters holds this e-mail of the actor's organization (the same
   * condition as the list and its connection, readerWhere): the web puts an uploaded e-mail into the list
   * on screen by it instead of fetching the list again.
   */
  async listedBy(actor: Actor, id: number, draft: ReaderFilterDraft, now: Date = new Date()): Promise<boolean> {
    assertRoute(actor, '/email_parser');
    const f = parseInput(readerFilterSchema, draft ?? {});
    const { sql, params } = readerWhere(actor.organizationId, f, now);
    const rows = await this.em
      .getConnection()
      .execute<unknown[]>(`select 1 from parsed_email e where ${sql} and e.id = ?`, [...params, id]);
    return rows.length > 0;
  }

  /** One position read from an e-mail of the organization (node(id) of a ReadPosition). */
  async position(actor: Actor, id: number): Promise<VesselPosition> {
    assertRoute(actor, '/email_parser');
    const row = await this.em.findOne(VesselPosition, { id, organization: actor.organizationId });
    if (!row) throw notFound('Position', id);
    return row;
  }

  async view(actor: Actor, id: number): Promise<EmailView> {
    assertRoute(actor, '/email_parser');
    const email = await this.em.findOne(ParsedEmail, { id, organization: actor.organizationId });
    if (!email) throw notFound('E-mail', id);
    const positions = await this.em.find(VesselPosition, { email }, { orderBy: { id: 'asc' } });
    const parsed = await PostalMime.parse(Buffer.from(email.emailContent, 'latin1'));
    const to = (parsed.to ?? [])
      .map((a) => ('address' in a && a.address ? (a.name ? `${a.name} <${a.address}>` : a.address) : a.name))
      .join(', ');
    return { email, to, text: parsed.text ?? null, html: parsed.html ?? null, positions };
  }
}

/** The matching e-mail ids, newest first (one SQL statement: the position filters are EXISTS on vessel_position). */
async function matchingIds(em: Em, organization: number, f: ReaderFilters, now: Date): Promise<number[]> {
  const { sql, params } = readerWhere(organization, f, now);
  const rows = await em
    .getConnection()
    .execute<{ id: number }[]>(
      `select e.id from parsed_email e where ${sql} order by e.received_at desc, e.id desc limit ${READER_LIMIT}`,
      params,
    );
  return rows.map((r) => Number(r.id));
}
