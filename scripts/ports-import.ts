/**
 * Imports the NGA World Port Index into the port table:
 *   npm run ports:import -- <path to UpdatedPub150.csv>
 * Uses the database DATABASE_URL selects, as the server does (an embedded PGlite directory cannot be
 * open in two processes: stop the server first, or use PostgreSQL). Applies migrations and ensures the
 * curated table first, then merges the file in one transaction and prints the counts.
 */
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { loadConfig } from '../server/config.js';
import { migrate, openOrm, type Em } from '../server/db/orm.js';
import { ensurePortTable } from '../server/modules/ports/port-seed.js';
import { importWpiCsv, type WpiImportReport } from '../server/modules/ports/port-import.js';

const SHOWN = 20;

function print(report: WpiImportReport): void {
  console.log(`rows read:             ${report.rows}`);
  console.log(`inserted:              ${report.inserted}`);
  console.log(`updated:               ${report.updated}`);
  console.log(`unchanged:             ${report.unchanged}`);
  console.log(`skipped (user-edited): ${report.skippedUserEdited}`);
  console.log(`rejected:              ${report.rejected.length}`);
  for (const r of report.rejected.slice(0, SHOWN)) console.log(`  line ${r.line}: ${r.reason}`);
  if (report.rejected.length > SHOWN) console.log(`  ... and ${report.rejected.length - SHOWN} more`);
  console.log(`warnings:              ${report.warnings.length}`);
  for (const w of report.warnings.slice(0, SHOWN)) console.log(`  ${w}`);
  if (report.warnings.length > SHOWN) console.log(`  ... and ${report.warnings.length - SHOWN} more`);
}

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run ports:import -- <path to UpdatedPub150.csv>');
    return 2;
  }
  const text = readFileSync(file, 'utf8');
  const orm = await openOrm(loadConfig().databaseUrl);
  try {
    await migrate(orm);
    await ensurePortTable(orm);
    print(await importWpiCsv(orm.em.fork() as Em, text));
    return 0;
  } finally {
    await orm.close(true);
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`ports:import failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
