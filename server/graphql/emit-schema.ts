/** Writes schema.graphql from the resolvers (`npm run schema:emit`); CI diffs it against the committed file. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { printAppSchema } from './schema.js';

const target = path.resolve(process.cwd(), 'schema.graphql');
writeFileSync(target, await printAppSchema());
console.log(`wrote ${target}`);
