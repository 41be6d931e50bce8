import {
  candidateLabel,
  isNameOf,
  needsPortMatch,
  PORT_MSG,
  portsNamed,
} from '../../../../../shared/ports/port-choice';

/**
 * A port as the port inputs hold it (order dialog, grid dialogs, Manual fleet lines): the text as typed,
 * and what it is tied to, by the rule the server applies (shared/ports/port-choice.ts): a row of the
 * port table (`portId`, its position and country), or an explicit custom point with its own lat and lng.
 */
export interface PortChoice {
  port: string;
  portId: number | null;
  customPoint: boolean;
  lat: number | null;
  lng: number | null;
  country: string | null;
  /** The tied port's name in the table (the text may be an alias of it), shown beside the text. */
  portName?: string | null;
  /** Why the text is no port yet, once the search has answered (unknown, or several ports). */
  portProblem?: string | null;
}

/** A port of the search answer (`databaseId`: its row in the port table, what a row's portId holds). */
export interface PortOption {
  databaseId: number;
  name: string;
  country?: string | null;
  lat: number;
  lng: number;
  aliases?: readonly string[] | null;
}

export const EMPTY_PORT: PortChoice = {
  port: '',
  portId: null,
  customPoint: false,
  lat: null,
  lng: null,
  country: null,
  portName: null,
  portProblem: null,
};

/** Typing unties the port; a custom point keeps its position. */
export function typedPort(prev: PortChoice, text: string): PortChoice {
  if (prev.customPoint) return { ...prev, port: text, portProblem: null };
  return { ...EMPTY_PORT, port: text };
}

/** A port picked from the list (or the only one the text names): the text stays when it is one of its names. */
export function pickedPort(port: PortOption, text: string): PortChoice {
  return {
    port: isNameOf(text, port) ? text.trim() : port.name,
    portId: port.databaseId,
    customPoint: false,
    lat: port.lat,
    lng: port.lng,
    country: port.country ?? null,
    portName: port.name,
    portProblem: null,
  };
}

/** The ports of the answer that the text names (name or alias); several are shown to choose from. */
export function namedPorts(choice: PortChoice, options: readonly PortOption[]): PortOption[] {
  return choice.portId === null && !choice.customPoint ? portsNamed(choice.port, options) : [];
}

/**
 * The choice once the search for its text has answered: tied when the text names exactly one port,
 * else untied with the reason (several ports, or none).
 */
export function resolvedPort(choice: PortChoice, options: readonly PortOption[]): PortChoice {
  if (choice.portId !== null || choice.customPoint || choice.port.trim() === '') return choice;
  const named = portsNamed(choice.port, options);
  const [only] = named;
  if (only && named.length === 1) return pickedPort(only, choice.port);
  const text = choice.port.trim();
  const problem = named.length > 1 ? PORT_MSG.ambiguous(text, named.map(candidateLabel)) : PORT_MSG.unknown(text);
  return { ...choice, portProblem: problem };
}

/** The explicit 'Custom point' switch: on keeps the name for a position to be typed; off unties it. */
export function customToggled(prev: PortChoice, on: boolean): PortChoice {
  return on
    ? { ...EMPTY_PORT, port: prev.port, customPoint: true, lat: null, lng: null }
    : { ...EMPTY_PORT, port: prev.port };
}

/**
 * Why a port entry cannot be saved, as the server would say it: text that is no port (unknown or
 * several), a custom point without its position; null when it is a port, a custom point, or needs none
 * (Commence's '' or 'TBN'; an empty required port has its own message).
 */
export function portEntryIssue(choice: PortChoice, operation = ''): { field: 'port' | 'lat'; message: string } | null {
  if (!needsPortMatch(operation, choice.port)) return null;
  if (choice.customPoint) {
    return choice.lat === null || choice.lng === null ? { field: 'lat', message: PORT_MSG.customNeedsPosition } : null;
  }
  if (choice.portId !== null) return null;
  return { field: 'port', message: choice.portProblem ?? PORT_MSG.unknown(choice.port.trim()) };
}
