/** Letters that Unicode does not decompose into a base letter plus a mark. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
};
const SPECIAL_PATTERN = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');

/** Removes diacritics but keeps case and punctuation: 'Tubarão' -> 'Tubarao', 'Świnoujście' -> 'Swinoujscie'. */
export function stripAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(SPECIAL_PATTERN, (c) => SPECIAL_LETTERS[c] ?? c)
    .normalize('NFC');
}

/**
 * The search form of a port name, alias or query: accents removed, lower case, apostrophes and full
 * stops dropped (S'PORE -> spore, N.CHINA -> nchina), every other run of non-letters and non-digits
 * one space ('Sept-Îles' -> 'sept iles', 'Newcastle (AU)' -> 'newcastle au'), trimmed. The result
 * holds only letters, digits and single spaces, so it is safe inside a LIKE pattern.
 */
export function normalisePortName(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/['’‘`´.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The aliases of a port as one searchable string: each normalised alias between '|' delimiters
 * ('|qdao|tsingtao|'), duplicates and empties removed; '' when there are none.
 */
export function searchAliasesText(aliases: readonly string[]): string {
  const unique = [...new Set(aliases.map(normalisePortName).filter((a) => a !== ''))];
  return unique.length === 0 ? '' : `|${unique.join('|')}|`;
}
