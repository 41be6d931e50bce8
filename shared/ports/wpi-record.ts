import { countryCodeFromName } from './countries.js';

/** The World Port Index (NGA Pub. 150) columns the importer reads, as named in the official CSV. */
export const WPI_COLUMNS = {
  number: 'World Port Index Number',
  region: 'Region Name',
  name: 'Main Port Name',
  alternate: 'Alternate Port Name',
  unlocode: 'UN/LOCODE',
  country: 'Country Code',
  lat: 'Latitude',
  lng: 'Longitude',
} as const;

/** One usable WPI row. */
export interface WpiPort {
  wpiNumber: number;
  name: string;
  alternateNames: string[];
  unlocode: string | null;
  countryCode: string | null;
  wpiRegion: string;
  lat: number;
  lng: number;
}

export type WpiParse = { ok: true; port: WpiPort; warning?: string } | { ok: false; reason: string };

const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** 'CN QDG', 'cnqdg' or 'CN-QDG' -> 'CNQDG'; null when blank or not a five-character UN/LOCODE. */
export function normaliseUnlocode(raw: string): string | null {
  const code = raw.replace(/[\s-]/g, '').toUpperCase();
  return LOCODE.test(code) ? code : null;
}

function number(raw: string | undefined): number | null {
  const t = (raw ?? '').trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/**
 * Maps one CSV record of the WPI to a port, or says why it cannot be used. The country comes from the
 * UN/LOCODE when there is one, else from the country name column (the WPI writes names there); a
 * UN/LOCODE of another country than the named one is dropped with a warning.
 */
export function readWpiRecord(rec: Record<string, string>): WpiParse {
  const wpi = number(rec[WPI_COLUMNS.number]);
  if (wpi === null || !Number.isInteger(wpi) || wpi <= 0)
    return { ok: false, reason: `invalid World Port Index Number '${rec[WPI_COLUMNS.number] ?? ''}'` };
  const name = (rec[WPI_COLUMNS.name] ?? '').trim();
  if (name === '') return { ok: false, reason: `WPI ${wpi}: no Main Port Name` };
  const lat = number(rec[WPI_COLUMNS.lat]);
  const lng = number(rec[WPI_COLUMNS.lng]);
  if (lat === null || lat < -90 || lat > 90)
    return { ok: false, reason: `WPI ${wpi}: invalid Latitude '${rec[WPI_COLUMNS.lat] ?? ''}'` };
  if (lng === null || lng < -180 || lng > 180)
    return { ok: false, reason: `WPI ${wpi}: invalid Longitude '${rec[WPI_COLUMNS.lng] ?? ''}'` };
  const rawCode = (rec[WPI_COLUMNS.unlocode] ?? '').trim();
  const named = countryCodeFromName(rec[WPI_COLUMNS.country]);
  let unlocode = normaliseUnlocode(rawCode);
  let warning =
    rawCode !== '' && unlocode === null ? `WPI ${wpi}: ignored malformed UN/LOCODE '${rawCode}'` : undefined;
  if (unlocode && named && !unlocode.startsWith(named)) {
    warning = `WPI ${wpi}: ignored UN/LOCODE ${unlocode}, which does not belong to ${rec[WPI_COLUMNS.country]}`;
    unlocode = null;
  }
  const countryCode = unlocode?.slice(0, 2) ?? named;
  const alternateNames = (rec[WPI_COLUMNS.alternate] ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s !== '' && s.toLowerCase() !== name.toLowerCase());
  const port: WpiPort = {
    wpiNumber: wpi,
    name,
    alternateNames,
    unlocode,
    countryCode,
    wpiRegion: (rec[WPI_COLUMNS.region] ?? '').trim(),
    lat: Math.round(lat * 1e4) / 1e4,
    lng: Math.round(lng * 1e4) / 1e4,
  };
  return warning ? { ok: true, port, warning } : { ok: true, port };
}
