import { distanceKm } from '../../../shared/ports/distance-km.js';
import { csvRecords } from '../../../shared/ports/parse-csv.js';
import { normalisePortName } from '../../../shared/ports/normalise-port-name.js';
import { UNKNOWN_REGION } from '../../../shared/ports/port-regions.js';
import { readWpiRecord, WPI_COLUMNS, type WpiPort } from '../../../shared/ports/wpi-record.js';
import type { Em } from '../../db/orm.js';
import { curatedPorts } from './curated-ports.js';
import { derivedPortFacts } from './port-facts.js';
import { Port } from './port.entity.js';

export interface WpiImportReport {
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skippedUserEdited: number;
  rejected: { line: number; reason: string }[];
  warnings: string[];
}

type Located = { line: number; port: WpiPort };

/** A row matched by UN/LOCODE but this far from the file's position is taken as a different place. */
const FAR_KM = 100;

/** Region and sub-region of a curated port with the same country and name or alias (the gazetteer match). */
function gazetteerIndex(): Map<string, { region: string; subRegion: string }> {
  const index = new Map<string, { region: string; subRegion: string } | null>();
  for (const p of curatedPorts()) {
    for (const n of [p.name, ...p.aliases]) {
      const key = `${p.countryCode}|${normalisePortName(n)}`;
      const seen = index.get(key);
      index.set(
        key,
        seen === undefined || seen?.region === p.region ? { region: p.region, subRegion: p.subRegion } : null,
      );
    }
  }
  return new Map([...index].flatMap(([k, v]) => (v ? [[k, v] as const] : [])));
}

/** Parses the CSV; rows that cannot be used are rejected with a reason, later duplicates of a UN/LOCODE lose it. */
function readRows(text: string, report: WpiImportReport): Located[] {
  const { header, records } = csvRecords(text);
  const missing = Object.values(WPI_COLUMNS).filter((c) => !header.includes(c));
  if (missing.length > 0) throw new Error(`not a World Port Index CSV: missing column(s) ${missing.join(', ')}`);
  report.rows = records.length;
  const numbers = new Set<number>();
  const codes = new Map<string, number>();
  const rows: Located[] = [];
  records.forEach((rec, k) => {
    const line = k + 2;
    const parsed = readWpiRecord(rec);
    if (!parsed.ok) return void report.rejected.push({ line, reason: parsed.reason });
    const port = parsed.port;
    if (parsed.warning) report.warnings.push(`line ${line}: ${parsed.warning}`);
    if (numbers.has(port.wpiNumber))
      return void report.rejected.push({ line, reason: `duplicate World Port Index Number ${port.wpiNumber}` });
    numbers.add(port.wpiNumber);
    if (port.unlocode && codes.has(port.unlocode)) {
      report.warnings.push(
        `line ${line}: UN/LOCODE ${port.unlocode} already used by WPI ${codes.get(port.unlocode)}; imported without it`,
      );
      port.unlocode = null;
    }
    if (port.unlocode) codes.set(port.unlocode, port.wpiNumber);
    rows.push({ line, port });
  });
  return rows;
}

const SNAPSHOT_FIELDS = [
  'name',
  'unlocode',
  'wpiNumber',
  'countryCode',
  'country',
  'lat',
  'lng',
  'region',
  'subRegion',
  'timeZone',
  'isEuEea',
  'aliases',
] as const;
const snapshot = (p: Port) => JSON.stringify(SNAPSHOT_FIELDS.map((f) => p[f]));

/**
 * Merges the NGA World Port Index (Pub. 150 CSV) into the port table, in one transaction. A row is
 * matched by UN/LOCODE, else by WPI number. Rows a user edited are skipped. Rows the importer wrote
 * before are refreshed from the file. Curated rows keep their curated name, position, region and
 * aliases (the table written for brokers wins) and only gain the WPI number. Unmatched rows are
 * inserted with the region of a curated port of the same country and name (else Unknown), EU/EEA
 * membership from the country and the time zone from the position.
 */
export async function importWpiCsv(em: Em, text: string): Promise<WpiImportReport> {
  const report: WpiImportReport = {
    rows: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skippedUserEdited: 0,
    rejected: [],
    warnings: [],
  };
  const rows = readRows(text, report);
  const regions = gazetteerIndex();
  await em.transactional(async (tx) => {
    const codes = rows.flatMap((r) => (r.port.unlocode ? [r.port.unlocode] : []));
    const numbers = rows.map((r) => r.port.wpiNumber);
    const existing = await tx.find(Port, { $or: [{ unlocode: { $in: codes } }, { wpiNumber: { $in: numbers } }] });
    const byCode = new Map(existing.flatMap((p) => (p.unlocode ? [[p.unlocode, p] as const] : [])));
    const byWpi = new Map(existing.flatMap((p) => (p.wpiNumber !== null ? [[p.wpiNumber, p] as const] : [])));
    for (const { line, port: w } of rows) {
      let byLocode = w.unlocode ? byCode.get(w.unlocode) : undefined;
      if (byLocode && distanceKm(byLocode, w) > FAR_KM) {
        report.warnings.push(
          `line ${line}: UN/LOCODE ${w.unlocode} is port ${byLocode.id} (${byLocode.name}), ${Math.round(distanceKm(byLocode, w))} km away; imported without it`,
        );
        w.unlocode = null;
        byLocode = undefined;
      }
      const row = byLocode ?? byWpi.get(w.wpiNumber);
      const holder = byWpi.get(w.wpiNumber);
      if (row && holder && holder !== row) {
        report.rejected.push({
          line,
          reason: `WPI ${w.wpiNumber} belongs to port ${holder.id} (${holder.name}) but UN/LOCODE ${w.unlocode} to port ${row.id} (${row.name})`,
        });
        continue;
      }
      const gazetteer = w.countryCode ? regions.get(`${w.countryCode}|${normalisePortName(w.name)}`) : undefined;
      const wpiFields = {
        name: w.name,
        countryCode: w.countryCode,
        lat: w.lat,
        lng: w.lng,
        region: gazetteer?.region ?? UNKNOWN_REGION,
        subRegion: gazetteer?.subRegion ?? null,
        aliases: w.alternateNames,
        wpiNumber: w.wpiNumber,
        ...derivedPortFacts(w.countryCode, w.lat, w.lng),
      };
      if (!row) {
        const created = tx.create(Port, { ...wpiFields, unlocode: w.unlocode, source: 'wpi' });
        if (w.unlocode) byCode.set(w.unlocode, created);
        byWpi.set(w.wpiNumber, created);
        report.inserted++;
        continue;
      }
      if (row.userEdited) {
        report.skippedUserEdited++;
        continue;
      }
      const before = snapshot(row);
      if (row.source === 'curated') row.wpiNumber = w.wpiNumber;
      else {
        tx.assign(row, wpiFields);
        if (w.unlocode && !row.unlocode) row.unlocode = w.unlocode;
      }
      byWpi.set(w.wpiNumber, row);
      if (snapshot(row) === before) report.unchanged++;
      else report.updated++;
    }
  });
  return report;
}
