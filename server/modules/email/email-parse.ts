import { parseEmailMessage } from '../../../shared/email/index.js';
import type { Em } from '../../db/orm.js';
import { placeContext } from './place-context.js';

/** A position as the server stores it: the parser's fields plus the open port's coordinates. */
export interface ReadPosition {
  vesselName: string;
  dwt: number | null;
  built: number | null;
  openPort: string | null;
  openDateFrom: string | null;
  openDateTo: string | null;
  region: string;
  gear: string | null;
  confidence: number;
  sourceLine: string;
  lat: number | null;
  lng: number | null;
}

/** What ingestion keeps of a parsed message. */
export interface ReadMessage {
  messageId: string | null;
  subject: string;
  /** The From address ('Name <address>' when named). */
  from: string;
  /** The first To address (the mailbox it was sent to). */
  deliveredTo: string | null;
  /** The Date header; null when missing or unreadable. */
  date: Date | null;
  positions: ReadPosition[];
}

/**
 * Parses a raw message with the shared parser (shared/email) and the server's place resolver. A message
 * without a readable Date header reads its relative dates against the day it arrived (`receivedAt`).
 */
export async function readMessage(em: Em, raw: Buffer, receivedAt: Date): Promise<ReadMessage> {
  const places = await placeContext(em);
  const parsed = await parseEmailMessage(new Uint8Array(raw), places.parse, {
    fallbackReferenceDate: receivedAt.toISOString().slice(0, 10),
  });
  const from = parsed.from
    ? parsed.from.name && parsed.from.address
      ? `${parsed.from.name} <${parsed.from.address}>`
      : parsed.from.address || parsed.from.name
    : '';
  return {
    messageId: parsed.messageId,
    subject: parsed.subject,
    from,
    deliveredTo: parsed.to[0]?.address || null,
    date: parsed.date ? new Date(parsed.date) : null,
    positions: parsed.positions.map((p) => {
      const at = places.coordinates(p.openPort);
      return {
        vesselName: p.vesselName,
        dwt: p.dwt,
        built: p.built,
        openPort: p.openPort,
        openDateFrom: p.openDateFrom,
        openDateTo: p.openDateTo,
        region: p.region,
        gear: p.gear,
        confidence: p.confidence,
        sourceLine: p.sourceLine,
        lat: at?.lat ?? null,
        lng: at?.lng ?? null,
      };
    }),
  };
}
