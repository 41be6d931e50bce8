import { normalisePortName } from '../../../shared/ports/normalise-port-name.js';
import {
  candidateLabel,
  isNameOf,
  narrowCandidates,
  PORT_MSG,
  type PortHints,
} from '../../../shared/ports/port-choice.js';
import type { Em } from '../../db/orm.js';
import { Port } from './port.entity.js';

/** What a caller sends beside a port text: a port id (a pick from the list), a custom-point flag, hints. */
export interface PortEntry extends PortHints {
  text: string;
  portId?: number | null;
  custom?: boolean | null;
}

/** The answer for one port text: a port of the table, a custom point, or why it is neither. */
export type PortMatch =
  | { kind: 'port'; port: Port }
  | { kind: 'custom' }
  | { kind: 'refused'; reason: 'unknown' | 'ambiguous' | 'invalid'; field: 'port' | 'portId' | 'lat'; message: string };

/** The ports whose name or an alias is the text (case, accents and punctuation ignored), most important first. */
export async function findPortsNamed(em: Em, text: string): Promise<Port[]> {
  const q = normalisePortName(text);
  if (q === '') return [];
  return em.find(
    Port,
    { $or: [{ searchName: q }, { searchAliases: { $like: `%|${q}|%` } }] },
    { orderBy: { importance: 'desc', id: 'asc' } },
  );
}

/**
 * The one rule that ties an operation's port text to the port table (shared/ports/port-choice.ts):
 * - a port id: that port, when the text is empty or one of its names;
 * - a custom flag: a custom point, which needs lat and lng and a name that is not a port's;
 * - else the ports the text names exactly: one is the port; several are told apart by country or
 *   position, or refused naming them; none is refused as an unknown port.
 */
export async function matchPort(em: Em, entry: PortEntry): Promise<PortMatch> {
  const text = entry.text.trim();
  if (entry.portId !== null && entry.portId !== undefined) {
    const port = await em.findOne(Port, { id: entry.portId });
    if (!port) return refused('invalid', 'portId', PORT_MSG.unknownId(entry.portId));
    if (text !== '' && !isNameOf(text, port)) return refused('invalid', 'port', PORT_MSG.notNameOf(text, port.name));
    return { kind: 'port', port };
  }
  const named = await findPortsNamed(em, text);
  if (entry.custom) {
    if (text === '') return refused('invalid', 'port', PORT_MSG.customNeedsName);
    if (typeof entry.lat !== 'number' || typeof entry.lng !== 'number')
      return refused('invalid', 'lat', PORT_MSG.customNeedsPosition);
    const [same] = named;
    if (same) return refused('invalid', 'port', PORT_MSG.customIsPort(text, candidateLabel(same)));
    return { kind: 'custom' };
  }
  const left = narrowCandidates(named, entry);
  const [only] = left;
  if (only && left.length === 1) return { kind: 'port', port: only };
  if (left.length > 1) return refused('ambiguous', 'port', PORT_MSG.ambiguous(text, left.map(candidateLabel)));
  return refused('unknown', 'port', PORT_MSG.unknown(text));
}

const refused = (
  reason: 'unknown' | 'ambiguous' | 'invalid',
  field: 'port' | 'portId' | 'lat',
  message: string,
): PortMatch => ({ kind: 'refused', reason, field, message });
