import 'reflect-metadata';
import { bootstrap } from './bootstrap.js';
import { loadConfig } from './config.js';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo-seed.js';
import { logger } from './logger.js';

const config = loadConfig();
const started = await bootstrap(config);

const lines = [
  '',
  `Voyage Estimator is running at ${started.app.url}`,
  `Database: ${config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}`,
];
if (config.seedDemo && config.production) {
  // A production start never prints a password, even when SEED_DEMO=true asked for the demo data.
  if (started.seeded) lines.push('Demo data seeded (SEED_DEMO=true). Change or delete the demo users before real use.');
} else if (config.seedDemo) {
  lines.push(started.seeded ? 'Demo data seeded. Sign in with:' : 'Demo users (if you kept the demo data):');
  for (const u of DEMO_USERS) lines.push(`  ${u.email.padEnd(26)} ${u.role.padEnd(12)} password ${DEMO_PASSWORD}`);
}
if (!config.smtpUrl) lines.push('No SMTP_URL: password reset links are written to this log instead of e-mailed.');
if (!config.webDist) lines.push('Web app not built (run `npm run build:web`); the API is available.');
console.log(lines.join('\n') + '\n');

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info(`received ${signal}, shutting down`);
  await started.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
