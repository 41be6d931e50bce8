/**
 * The World Port Index CSV (../shared/data/wpi/UpdatedPub150.csv), read at test time only: nothing read from it
 * is written to the repository. Returns null when the file is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SHARED_DATA } from './load-router.js';

export const WPI_CSV = resolve(SHARED_DATA, 'wpi/UpdatedPub150.csv');

export interface WpiPort {
  name: string;
  country: string;
  lat: number;
  lng: number;
  harborSize: string;
  harborType: string;
  waterBody: string;
}

/** RFC 4180 rows: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [],
    field = '',
    quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

export function loadWpiPorts(): WpiPort[] | null {
  if (!existsSync(WPI_CSV)) return null;
  const [header, ...rows] = parseCsv(readFileSync(WPI_CSV, 'utf8').replace(/^\uFEFF/, ''));
  if (!header) return [];
  const col = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`WPI CSV has no column '${name}'`);
    return i;
  };
  const c = {
    name: col('Main Port Name'),
    country: col('Country Code'),
    lat: col('Latitude'),
    lng: col('Longitude'),
    size: col('Harbor Size'),
    type: col('Harbor Type'),
    water: col('World Water Body'),
  };
  return rows
    .filter((r) => r.length === header.length)
    .map((r) => ({
      name: r[c.name] as string,
      country: r[c.country] as string,
      lat: Number(r[c.lat]),
      lng: Number(r[c.lng]),
      harborSize: (r[c.size] as string).trim(),
      harborType: (r[c.type] as string).trim(),
      waterBody: r[c.water] as string,
    }));
}

/** Harbour sizes of issue #14's coverage population (Very Small and unsized harbours are outside it). */
const SIZES = new Set(['Small', 'Medium', 'Large']);
/** Beyond the network's ice limits by design: north of 72 N, south of 60 S, the Canadian Arctic north of 66.5 N. */
export const beyondIce = (p: WpiPort): boolean =>
  p.lat > 72 || p.lat < -60 || (p.lat > 66.5 && p.lng > -125 && p.lng < -62);
/** On water connected to the world ocean: WPI's World Water Body names an ocean, or the Great Lakes. */
export const onWorldOcean = (p: WpiPort): boolean =>
  /Ocean|Great Lakes/.test(p.waterBody) && !/Caspian/.test(p.waterBody);
/** Harbour size Small, Medium or Large, with a position. */
export const sizedPort = (p: WpiPort): boolean => SIZES.has(p.harborSize) && Number.isFinite(p.lat);
/**
 * Issue #14's WPI population: sized ports on tidal water inside the ice limits (the coverage test's and the
 * benchmark's port set).
 */
export const inCoverageScope = (p: WpiPort): boolean => sizedPort(p) && onWorldOcean(p) && !beyondIce(p);

/**
 * Ports of the population that an ocean-going bulk carrier cannot reach on this network (or whose WPI position
 * is not the port's), each with the reason. The benchmark draws its random pairs from the population without
 * them (and prints them); the coverage test still counts them as failures.
 */
export const NOT_FOR_BULK_CARRIERS: { name: string; country: string; reason: string }[] = [
  {
    name: 'Port Of Memphis',
    country: 'United States',
    reason: 'Mississippi above Baton Rouge: barge-only water (ocean navigation ends at the Baton Rouge bridges)',
  },
  {
    name: 'Tri-City Port',
    country: 'United States',
    reason: 'Mississippi at St Louis (Granite City): barge-only water above Baton Rouge',
  },
  {
    name: 'Dudinka',
    country: 'Russia',
    reason:
      'Yenisei: reached only across the Kara Sea north of 72 N, beyond the network ice limit (seasonal, ice class)',
  },
  {
    name: 'Igarka',
    country: 'Russia',
    reason:
      'Yenisei: reached only across the Kara Sea north of 72 N, beyond the network ice limit (seasonal, ice class)',
  },
  {
    name: 'Ottawa',
    country: 'Canada',
    reason: 'Ottawa River above Montreal: small-craft locks (Carillon), no ocean-going navigation',
  },
  {
    name: 'Wakkanai',
    country: 'Japan',
    reason: 'WPI position 43.42 N 141.68 E lies inland in Hokkaido; the port is at about 45.4 N (a data error)',
  },
  {
    name: 'Tiksi',
    country: 'Russia',
    reason: 'Laptev Sea: reached only through the Vilkitsky Strait (77.7 N), beyond the network ice limit',
  },
];

/** Whether a WPI port is one of NOT_FOR_BULK_CARRIERS. */
export const notForBulkCarriers = (p: WpiPort): (typeof NOT_FOR_BULK_CARRIERS)[number] | undefined =>
  NOT_FOR_BULK_CARRIERS.find((x) => x.name === p.name && x.country === p.country);
