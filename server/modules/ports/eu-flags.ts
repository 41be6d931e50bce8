import { normalisePortName } from '../../../shared/ports/normalise-port-name.js';
import type { Em } from '../../db/orm.js';
import { portsByName, type PortFact } from './ports-by-name.js';

/**
 * The EU/EEA flag of a port named by text, from the port table (voyage-model section 12: "The EU/EEA flag
 * of a port comes from the port table (never typed)"). A name that finds no port is not EU/EEA.
 */
export const euFlag: PortFact<boolean> = (port) => port?.isEuEea ?? false;

/** The flags of ports named by text (portsByName: one query for all the names), by normalised name. */
export async function euFlagsByName(em: Em, names: Iterable<string>): Promise<Map<string, boolean>> {
  const ports = await portsByName(em, names);
  return new Map([...ports].map(([key, port]) => [key, euFlag(port)]));
}

/** A name's flag in the answer of euFlagsByName (false when the name finds no port). */
export function euFlagOf(flags: ReadonlyMap<string, boolean>, name: string): boolean {
  return flags.get(normalisePortName(name)) ?? false;
}
