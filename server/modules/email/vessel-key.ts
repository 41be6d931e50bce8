/**
 * The key that makes two reports one ship: upper case, accents dropped, an MV / M/V / M.V. prefix dropped,
 * anything but letters and digits a single space ('Ocean  Pride', 'OCEAN-PRIDE' and 'M/V OCEAN PRIDE' agree).
 */
export function vesselKeyOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/^\s*M\s*[./]?\s*V\b\.?\s*/, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}
