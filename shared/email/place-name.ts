import { stripAccents } from '../ports/normalise-port-name.js';

/**
 * The English names truth.json uses where the port table keeps another spelling or the wider name
 * (see README.md: brokers' usual English name, no diacritics, no '(AU)'-style qualifier).
 */
const ENGLISH_NAMES: Record<string, string> = {
  Constantza: 'Constanta',
  Kohsichang: 'Koh Sichang',
  'New Orleans': 'NOLA',
  'Mississippi River': 'NOLA',
  'Port Adelaide': 'Adelaide',
  Mormugao: 'Goa',
};

/** The openPort label of a resolved place name: qualifier dropped, English name preferred. */
export function displayPlaceName(name: string): string {
  const bare = stripAccents(name)
    .replace(/\s*\([A-Z]{2,3}\)\s*$/, '')
    .trim();
  return ENGLISH_NAMES[bare] ?? bare;
}
