import type { PortFact } from './ports-by-name.js';

/**
 * The IANA time zone of a port named by text, from the port table (issue #21 item 4: times shown in the
 * port's own zone); the name finds its port as the EU/EEA flag does (ports-by-name.ts). Null when the name
 * finds no port or the port has no zone.
 */
export const portTimeZone: PortFact<string | null> = (port) => port?.timeZone ?? null;
