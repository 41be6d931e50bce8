import { createHash } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Em } from '../../db/orm.js';
import { parseInput } from '../../errors/parse-input.js';
import { assertRoute, type Actor } from '../auth/actor.js';
import { Organization } from '../organizations/organization.entity.js';
import { readMessage, type ReadMessage, type ReadPosition } from './email-parse.js';
import { uploadSchema } from './email-upload.schema.js';
import { ParsedEmail } from './parsed-email.entity.js';
import { vesselKeyOf } from './vessel-key.js';
import { VesselPosition } from './vessel-position.entity.js';

/** How a message came in. */
export type IngestSource = 'imap' | 'smtp' | 'upload';

export interface IngestResult {
  email: ParsedEmail;
  positions: VesselPosition[];
  /** True when the organization already had this message (same Message-ID): nothing was stored again. */
  duplicate: boolean;
}

/**
 * Brings one raw message into an organization: parse (shared/email), store the e-mail and its positions,
 * and make each ship's newest report its current position. A message is stored once per organization:
 * its Message-ID (a hash of the raw message when it has none) is unique, so IMAP, SMTP and upload can all
 * deliver it and a second delivery answers the first one's record.
 */
export class EmailIngestService {
  constructor(
    private readonly em: Em,
    private readonly maxMessageBytes: number,
  ) {}

  /** POST /api/v1/emails and uploadEmail: the signed-in user's organization, route /email_parser. */
  async upload(actor: Actor, draft: { raw: unknown }): Promise<IngestResult> {
    assertRoute(actor, '/email_parser');
    const { raw } = parseInput(uploadSchema(this.maxMessageBytes), draft);
    return this.ingest(actor.organizationId, raw, 'upload');
  }

  /** Stores a message for an organization (the IMAP reader and the SMTP listener call this directly). */
  async ingest(
    organizationId: number,
    raw: Buffer,
    source: IngestSource,
    receivedAt: Date = new Date(),
  ): Promise<IngestResult> {
    const message = await readMessage(this.em, raw, receivedAt);
    const messageId = message.messageId ?? `<sha256:${createHash('sha256').update(raw).digest('hex')}>`;
    const existing = await this.find(organizationId, messageId);
    if (existing) return existing;
    try {
      return await this.store(organizationId, raw, message, messageId, source, receivedAt);
    } catch (err) {
      // Another path (IMAP and SMTP at once) stored it first: answer that record.
      if (err instanceof UniqueConstraintViolationException) {
        const first = await this.em.fork().findOne(ParsedEmail, { organization: organizationId, messageId });
        if (first) return this.find(organizationId, messageId) as Promise<IngestResult>;
      }
      throw err;
    }
  }

  private async find(organizationId: number, messageId: string): Promise<IngestResult | null> {
    const email = await this.em.findOne(ParsedEmail, { organization: organizationId, messageId });
    if (!email) return null;
    const positions = await this.em.find(VesselPosition, { email }, { orderBy: { id: 'asc' } });
    return { email, positions, duplicate: true };
  }

  private async store(
    organizationId: number,
    raw: Buffer,
    message: ReadMessage,
    messageId: string,
    source: IngestSource,
    receivedAt: Date,
  ): Promise<IngestResult> {
    return this.em.transactional(async (em) => {
      const organization = em.getReference(Organization, organizationId);
      const email = em.create(ParsedEmail, {
        sender: clip(message.from, 320),
        subject: message.subject,
        deliveredTo: message.deliveredTo ? clip(message.deliveredTo, 320) : null,
        receivedAt,
        sentAt: message.date,
        emailContent: raw.toString('latin1'),
        messageId,
        source,
        positionCount: message.positions.length,
        organization,
      });
      const reportedAt = message.date ?? receivedAt;
      const positions = message.positions.map((p) => em.create(VesselPosition, positionRow(p, email, reportedAt)));
      await em.flush();
      await markCurrent(em, organizationId, [...new Set(positions.map((p) => p.vesselKey))]);
      for (const p of positions) await em.refresh(p);
      return { email, positions, duplicate: false };
    });
  }
}

function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

const utcDay = (iso: string | null): Date | null => (iso ? new Date(`${iso}T00:00:00.000Z`) : null);

function positionRow(p: ReadPosition, email: ParsedEmail, reportedAt: Date) {
  return {
    vesselName: clip(p.vesselName, 200),
    vesselKey: clip(vesselKeyOf(p.vesselName), 200),
    dwt: p.dwt,
    built: p.built,
    gears: p.gear,
    portName: p.openPort ? clip(p.openPort, 200) : null,
    portRegion: p.region ?? 'Unknown',
    lat: p.lat,
    lng: p.lng,
    dateOpen: utcDay(p.openDateFrom),
    dateOpenEnd: utcDay(p.openDateTo),
    emailDate: email.receivedAt,
    reportedAt,
    confidence: p.confidence,
    sourceLine: p.sourceLine,
    sender: email.sender,
    subject: email.subject,
    email,
    organization: email.organization,
  };
}

/**
 * Makes each named ship's newest report (latest reportedAt, then the later import) its one current position
 * in the organization; the older ones stay as its sources.
 */
export async function markCurrent(em: Em, organizationId: number, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await em.getConnection().execute(
    `update vessel_position vp set current = (vp.id = (
       select x.id from vessel_position x
        where x.organization_id = vp.organization_id and x.vessel_key = vp.vessel_key
        order by coalesce(x.reported_at, x.email_date) desc, x.id desc limit 1))
      where vp.organization_id = ? and vp.vessel_key in (${keys.map(() => '?').join(', ')})`,
    [organizationId, ...keys],
    'run',
    em.getTransactionContext(),
  );
}
