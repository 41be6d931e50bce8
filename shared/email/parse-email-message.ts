import PostalMime from 'postal-mime';
import { headerDay } from './calendar.js';
import { extractPositions } from './extract-positions.js';
import { repairWindows1252 } from './windows-1252.js';
import type { EmailAddress, ParseContext, ParsedEmail, ParseEmailOptions, TextAttachment } from './types.js';

function address(value: { name?: string; address?: string } | undefined | null): EmailAddress | null {
  return value ? { name: value.name ?? '', address: value.address ?? '' } : null;
}

function isoInstant(header: string | undefined): string | null {
  if (!header) return null;
  const t = Date.parse(header);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

function attachmentText(content: ArrayBuffer | Uint8Array | string): string {
  if (typeof content === 'string') return content;
  return new TextDecoder('utf-8').decode(content instanceof Uint8Array ? content : new Uint8Array(content));
}

/**
 * Parses a raw RFC 5322 message (postal-mime: multipart, quoted-printable, base64, charsets, encoded
 * words) and reads its positions. Pure: relative dates are read against the Date header's own day.
 */
export async function parseEmailMessage(
  raw: Uint8Array | ArrayBuffer | string,
  ctx: ParseContext,
  options: ParseEmailOptions = {},
): Promise<ParsedEmail> {
  // postal-mime reads an exact ArrayBuffer fastest (a Node Buffer is a view on a shared pool)
  const input = raw instanceof Uint8Array ? new Uint8Array(raw).buffer : raw;
  const email = await PostalMime.parse(input, { attachmentEncoding: 'arraybuffer' });
  const dateHeader = email.headers.find((h) => h.key === 'date')?.value ?? email.date;
  const referenceDate = headerDay(dateHeader) ?? options.fallbackReferenceDate ?? null;
  const text = email.text ? repairWindows1252(email.text) : null;
  const html = email.html ? repairWindows1252(email.html) : null;
  const subject = repairWindows1252(email.subject ?? '');
  const attachments: TextAttachment[] = [];
  for (const a of email.attachments) {
    const mimeType = a.mimeType ?? '';
    const filename = a.filename ?? '';
    if (/^text\/(csv|plain|tab-separated-values)|csv/i.test(mimeType) || /\.(csv|txt|tsv)$/i.test(filename))
      attachments.push({ filename, mimeType, content: attachmentText(a.content) });
  }
  const positions = referenceDate
    ? extractPositions(
        {
          subject,
          text,
          html,
          attachments,
          referenceDate,
        },
        ctx,
      )
    : [];
  return {
    messageId: email.messageId ?? null,
    subject,
    from: address(email.from),
    to: (email.to ?? []).map((t) => address(t)).filter((t): t is EmailAddress => t !== null),
    date: isoInstant(dateHeader),
    referenceDate,
    text,
    html,
    attachments: email.attachments.map((a) => ({
      filename: a.filename ?? '',
      mimeType: a.mimeType ?? '',
      size: typeof a.content === 'string' ? a.content.length : a.content.byteLength,
    })),
    positions,
  };
}
