import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Em, Orm } from '../../db/orm.js';
import { PORT_DATA_VERSION } from '../../db/seed/ports/index.js';
import { logger } from '../../logger.js';
import { curatedPorts, type CuratedPort } from './curated-ports.js';
import { derivedPortFacts } from './port-facts.js';
import { Port } from './port.entity.js';

export interface PortSeedReport {
  inserted: number;
  upgraded: number;
  keptUserEdited: number;
  upToDate: number;
}

/** The curated facts of a port as entity fields (time zone computed from the position). */
export function curatedFields(p: CuratedPort, version: number) {
  return {
    name: p.name,
    countryCode: p.countryCode,
    lat: p.lat,
    lng: p.lng,
    region: p.region,
    subRegion: p.subRegion,
    aliases: p.aliases,
    importance: p.importance,
    source: 'curated' as const,
    curatedKey: p.key,
    dataVersion: version,
    ...derivedPortFacts(p.countryCode, p.lat, p.lng),
  };
}

/**
 * Upserts the curated table in one transaction. A row is found by its curated key, else by UN/LOCODE
 * (a port the WPI importer brought in before the table listed it). Missing rows are inserted; rows
 * written by an older table version (or by the importer) are rewritten, keeping their WPI number;
 * rows a user edited are never touched; rows already at this version are left alone.
 */
export async function upsertCuratedPorts(
  em: Em,
  ports: readonly CuratedPort[],
  version: number,
): Promise<PortSeedReport> {
  const report: PortSeedReport = { inserted: 0, upgraded: 0, keptUserEdited: 0, upToDate: 0 };
  await em.transactional(async (tx) => {
    const keys = ports.map((p) => p.key);
    const codes = ports.flatMap((p) => (p.unlocode ? [p.unlocode] : []));
    const rows = await tx.find(Port, { $or: [{ curatedKey: { $in: keys } }, { unlocode: { $in: codes } }] });
    const byKey = new Map(rows.flatMap((r) => (r.curatedKey ? [[r.curatedKey, r] as const] : [])));
    const byCode = new Map(rows.flatMap((r) => (r.unlocode ? [[r.unlocode, r] as const] : [])));
    for (const p of ports) {
      const row = byKey.get(p.key) ?? (p.unlocode ? byCode.get(p.unlocode) : undefined);
      if (!row) {
        tx.create(Port, { ...curatedFields(p, version), unlocode: p.unlocode });
        report.inserted++;
      } else if (row.userEdited) report.keptUserEdited++;
      else if (row.source === 'curated' && (row.dataVersion ?? 0) >= version) report.upToDate++;
      else {
        tx.assign(row, curatedFields(p, version));
        const holder = p.unlocode ? byCode.get(p.unlocode) : undefined;
        if (p.unlocode && (!holder || holder === row)) row.unlocode = p.unlocode;
        report.upgraded++;
      }
    }
  });
  return report;
}

/**
 * Ensures the curated port table at start-up: idempotent, and cheap once every curated row is at the
 * current PORT_DATA_VERSION (one count query). Retries once if another process seeded concurrently.
 */
export async function ensurePortTable(orm: Orm): Promise<PortSeedReport | null> {
  const ports = curatedPorts();
  const em = orm.em.fork() as Em;
  const current = await em.count(Port, {
    source: 'curated',
    dataVersion: { $gte: PORT_DATA_VERSION },
    userEdited: false,
  });
  const edited = await em.count(Port, { curatedKey: { $ne: null }, userEdited: true });
  if (current + edited >= ports.length) return null;
  let report: PortSeedReport;
  try {
    report = await upsertCuratedPorts(em, ports, PORT_DATA_VERSION);
  } catch (err) {
    if (!(err instanceof UniqueConstraintViolationException)) throw err;
    report = await upsertCuratedPorts(orm.em.fork() as Em, ports, PORT_DATA_VERSION);
  }
  logger.info({ version: PORT_DATA_VERSION, ...report }, 'port table ensured');
  return report;
}
