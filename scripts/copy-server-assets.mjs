// Copies the server's non-TypeScript assets (every server/**/data/ folder: the sea network, area
// polygons) next to the compiled code in dist/, so the built product finds them where the source does.
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {string} dir
 * @returns {string[]}
 */
function dataDirs(dir) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory()) continue;
    if (name === 'data') found.push(full);
    else found.push(...dataDirs(full));
  }
  return found;
}

if (existsSync('server')) {
  for (const dir of dataDirs('server')) {
    const target = path.join('dist', dir);
    cpSync(dir, target, { recursive: true });
    console.log(`copied ${dir} -> ${target}`);
  }
}
