/**
 * Database tooling. `create` writes a migration for the difference between the
 * entities and the committed migrations (applied to a scratch in-memory database),
 * `check` fails when such a difference exists (CI's migration drift check).
 */
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_SOURCE_DIR, migrate, openOrm } from './orm.js';

async function pendingDiff(): Promise<{ up: string; orm: Awaited<ReturnType<typeof openOrm>> }> {
  const orm = await openOrm('pglite://memory');
  await migrate(orm);
  const up = await orm.schema.getUpdateSchemaSQL({ wrap: false });
  return { up: up.trim(), orm };
}

function registerInIndex(className: string): void {
  const indexFile = path.join(MIGRATIONS_SOURCE_DIR, 'index.ts');
  const files = readdirSync(MIGRATIONS_SOURCE_DIR)
    .filter((f) => /^Migration\d{14}.*\.ts$/.test(f))
    .sort();
  const imports = files.map((f) => {
    const name = f.replace(/\.ts$/, '');
    return `import { ${name} } from './${name}.js';`;
  });
  const entries = files.map((f) => {
    const name = f.replace(/\.ts$/, '');
    return `  { name: '${name}', class: ${name} },`;
  });
  const header = readFileSync(indexFile, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('import type'));
  writeFileSync(
    indexFile,
    [
      ...header,
      ...imports,
      '',
      '/**',
      ' * Committed migrations, in order. `npm run migration:create` appends new ones here;',
      ' * listing them keeps start-up free of file globbing and works from the compiled build.',
      ' */',
      'export const MIGRATIONS: { name: string; class: Constructor<Migration> }[] = [',
      ...entries,
      '];',
      '',
    ].join('\n'),
  );
  console.log(`registered ${className} in ${indexFile}`);
}

async function main(): Promise<void> {
  const cmd = process.argv[2];
  if (cmd === 'check') {
    const { up, orm } = await pendingDiff();
    await orm.close(true);
    if (up) {
      console.error(
        'Migration drift: the entities differ from the committed migrations. Run `npm run migration:create`.\n' + up,
      );
      process.exit(1);
    }
    console.log('migrations: in step with the entities');
    return;
  }
  if (cmd === 'create') {
    const { orm } = await pendingDiff();
    const result = await orm.migrator.create(MIGRATIONS_SOURCE_DIR, false, false, process.argv[3]);
    await orm.close(true);
    if (!result.fileName) {
      console.log('No changes: nothing to migrate.');
      return;
    }
    registerInIndex(result.fileName.replace(/\.ts$/, ''));
    console.log(`created ${result.fileName}`);
    return;
  }
  console.error('usage: cli.ts create [name] | check');
  process.exit(2);
}

await main();
