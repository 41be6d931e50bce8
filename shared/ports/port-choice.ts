import { normalisePortName } from './normalise-port-name.js';

/**
 * How a port operation's text becomes a row of the port table, once for the server and the forms
 * (server/modules/ports/port-match.ts, the web's PortInput): a text names a port when it is the port's
 * name or one of its aliases with case, accents and punctuation ignored ('Tubarao' is Tubarão); a
 * prefix is not enough. Several ports sharing the text are told apart by a country or a position; a
 * place not in the table (a berth, a position at sea) is an explicit custom point with lat and lng.
 */

/** What the rule needs of a port of the table. */
export interface PortCandidate {
  id: number;
  name: string;
  country?: string | null;
  countryCode?: string | null;
  lat: number;
  lng: number;
  aliases?: readonly string[] | null;
}

/** What a caller may add to the text to tell same-named ports apart. */
export interface PortHints {
  country?: string | null;
  lat?: number | null;
  lng?: number | null;
}

/** The messages of port entry, the same on REST, GraphQL and the forms. */
export const PORT_MSG = {
  unknown: (text: string) => `Unknown port '${text}': choose a port from the list or enter a custom point`,
  ambiguous: (text: string, candidates: readonly string[]) =>
    `'${text}' names several ports: ${candidates.join(', ')}; choose one from the list or give its country`,
  unknownId: (id: number) => `Unknown port id ${id}: choose a port from the list or enter a custom point`,
  notNameOf: (text: string, port: string) =>
    `'${text}' is not a name of the port ${port}: choose it again from the list`,
  customNeedsPosition: 'A custom point needs its latitude and longitude',
  customIsPort: (text: string, port: string) =>
    `'${text}' is the port ${port}: choose it from the list, or give the custom point a name of its own`,
  customNeedsName: 'A custom point needs a name',
} as const;

/** 'Newcastle (AU) (Australia)': a port as a choice among others. */
export function candidateLabel(p: Pick<PortCandidate, 'name' | 'country'>): string {
  return p.country ? `${p.name} (${p.country})` : p.name;
}

/** Whether the text is the port's name or one of its aliases (case, accents and punctuation ignored). */
export function isNameOf(text: string, port: Pick<PortCandidate, 'name' | 'aliases'>): boolean {
  const q = normalisePortName(text);
  if (q === '') return false;
  return normalisePortName(port.name) === q || (port.aliases ?? []).some((a) => normalisePortName(a) === q);
}

/** Whether a row's port text must name a port: every non-empty text except Commence's '' or 'TBN'. */
export function needsPortMatch(operation: string | null | undefined, text: string): boolean {
  const t = text.trim();
  if (t === '') return false;
  return !(/^commence$/i.test(operation ?? '') && /^tbn$/i.test(t));
}

/** How far (degrees of latitude and of longitude) a given position may lie from the port it picks. */
const NEAR_DEGREES = 1;

const sameCountry = (p: PortCandidate, country: string) => {
  const c = normalisePortName(country);
  return (
    c !== '' &&
    ((p.country ? normalisePortName(p.country) === c : false) ||
      (p.countryCode ? p.countryCode.toLowerCase() === c : false))
  );
};

/**
 * The ports the text names, narrowed by the hints when it names several: first by country (name or
 * ISO code), then by a position lying within a degree. A hint that would leave none is ignored, so a
 * stale country never hides the only port of a name.
 */
export function narrowCandidates<P extends PortCandidate>(named: readonly P[], hints: PortHints): P[] {
  let left = [...named];
  if (left.length > 1 && hints.country) {
    const inCountry = left.filter((p) => sameCountry(p, hints.country as string));
    if (inCountry.length > 0) left = inCountry;
  }
  if (left.length > 1 && typeof hints.lat === 'number' && typeof hints.lng === 'number') {
    const { lat, lng } = hints;
    const near = left.filter((p) => Math.abs(p.lat - lat) <= NEAR_DEGREES && Math.abs(p.lng - lng) <= NEAR_DEGREES);
    if (near.length > 0) left = near;
  }
  return left;
}

/** The ports among `ports` that the text names (name or alias), before any narrowing. */
export function portsNamed<P extends Pick<PortCandidate, 'name' | 'aliases'>>(text: string, ports: readonly P[]): P[] {
  return ports.filter((p) => isNameOf(text, p));
}
