import { parseIsoDay } from './calendar.js';
import { extractFromText, type TextEnv } from './extract-from-text.js';
import { listLevelGear } from './gear.js';
import { htmlToLines } from './html-lines.js';
import { csvFields } from './lines.js';
import { splitQuoted } from './quoted.js';
import { UNRESOLVED_PLACE } from './read-record.js';
import { isUnavailable } from './status.js';
import type { EmailParts, ParseContext, ParsedPosition } from './types.js';

/** A fixture recap or a market report: it names ships, dates and ports, but offers none. */
function isReport(parts: EmailParts, body: string): boolean {
  const subject = (parts.subject ?? '').toUpperCase();
  if (/^(?:(?:RE|FW|FWD)\s*:\s*)*(?:RECAP|CLEAN\s+RECAP|FIXTURE\s+RECAP)\b/.test(subject)) return true;
  const head = body.slice(0, 400).toUpperCase();
  return /\b(RECAP|CLEAN FIXTURE)\b/.test(head) && /\bSUBS\s+LIFTED\b/.test(head);
}

function csvToLines(content: string): string {
  return content
    .split(/\r?\n/)
    .map((line) => csvFields(line).join('\t'))
    .join('\n');
}

/** Drops ships that the forwarder's own note says are gone ('MV TIDEWATER now on subs'). */
function withdrawnBy(note: string, positions: ParsedPosition[]): ParsedPosition[] {
  const lines = note
    .toUpperCase()
    .split(/\n|(?<=[.!?])\s+/)
    .filter((l) => isUnavailable(l));
  if (lines.length === 0) return positions;
  return positions.filter(
    (p) => !lines.some((l) => new RegExp(`\\b${p.vesselName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(l)),
  );
}

function fromBody(text: string, env: TextEnv, depth = 0): ParsedPosition[] {
  const { own, quoted } = splitQuoted(text);
  const current = extractFromText(own, env);
  if (current.length > 0 || quoted === null || depth >= 4) return current;
  return withdrawnBy(own, fromBody(quoted, env, depth + 1));
}

/**
 * The positions of one message, from its decoded parts (pure and synchronous). The body is the HTML
 * when it holds a table (struck rows and spans survive), else the plain text, else the HTML's text;
 * text attachments (CSV) are read too. A reply with its own list ignores the quoted older list; a
 * forward with only a note reads the forwarded list, minus ships the note withdraws. One position per
 * vessel name.
 */
export function extractPositions(parts: EmailParts, ctx: ParseContext): ParsedPosition[] {
  const ref = parseIsoDay(parts.referenceDate);
  if (!ref) throw new Error(`referenceDate must be yyyy-mm-dd, got '${parts.referenceDate}'`);
  const html = parts.html && parts.html.trim() !== '' ? parts.html : null;
  const text = parts.text && parts.text.trim() !== '' ? parts.text : null;
  const useHtml = html !== null && (text === null || /<t[dh][\s>]/i.test(html));
  const body = useHtml && html ? htmlToLines(html) : (text ?? '');
  if (isReport(parts, body)) return [];
  const listGear = listLevelGear(body);
  const env: TextEnv = { ctx, ref, listGear, source: useHtml ? 'html' : 'text', subject: parts.subject ?? '' };
  const positions = fromBody(body, env);
  for (const attachment of parts.attachments ?? []) {
    const isCsv = /csv/i.test(attachment.mimeType) || /\.csv$/i.test(attachment.filename);
    const content = isCsv ? csvToLines(attachment.content) : attachment.content;
    positions.push(...extractFromText(content, { ...env, source: `attachment:${attachment.filename}` }));
  }
  const counts = new Map<string, number>();
  for (const p of positions)
    if (!UNRESOLVED_PLACE.has(p) && p.region !== 'Unknown') counts.set(p.region, (counts.get(p.region) ?? 0) + 1);
  const main = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  for (const p of positions) if (UNRESOLVED_PLACE.has(p) && main) p.region = main;
  const seen = new Set<string>();
  return positions.filter((p) => {
    const key = p.vesselName.replace(/[^A-Z0-9]/g, '');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
