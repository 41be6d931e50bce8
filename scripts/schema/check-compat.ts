/**
 * `npm run schema:compat` (run by `npm run drift`, so by CI): schema.graphql against the last released
 * schema (schema.released.graphql). A breaking change fails unless schema-changes.json lists it as
 * deliberate with a reason; a listed change that no longer occurs fails too. `npm run schema:release`
 * makes the current schema the released one and empties the list.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { checkCompat, type DeliberateChange } from './compat.js';

const RELEASED = 'schema.released.graphql';
const LIST = 'schema-changes.json';

const read = (file: string) => readFileSync(file, 'utf8');

if (process.argv.includes('--release')) {
  writeFileSync(RELEASED, read('schema.graphql'));
  writeFileSync(LIST, '[]\n');
  console.log(`schema:release: ${RELEASED} is now the current schema; ${LIST} emptied`);
} else {
  const deliberate = JSON.parse(read(LIST)) as DeliberateChange[];
  const report = await checkCompat(read(RELEASED), read('schema.graphql'), deliberate);
  const { breaking, dangerous, safe } = report.counts;
  console.log(
    `schema:compat: ${breaking} breaking (${deliberate.length} listed), ${dangerous} dangerous, ${safe} safe`,
  );
  for (const m of report.unlisted) console.error(`  breaking, not listed in ${LIST}: ${m}`);
  for (const m of report.stale) console.error(`  listed in ${LIST} but no longer a change: ${m}`);
  if (report.unlisted.length || report.stale.length) {
    console.error(`List each deliberate breaking change in ${LIST} as { "message": ..., "reason": ... }.`);
    process.exitCode = 1;
  }
}
