import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
// One copy of graphql only: type-graphql and Apollo must share the same module instance.
const graphqlAlias = [{ find: /^graphql$/, replacement: require.resolve('graphql') }];

/**
 * Unit and integration files run side by side, one per core, at least 2 and at most 4 at a time (ADR 0040):
 * vitest's default leaves one core out, which on a 2-core CI machine meant one file at a time. Every
 * integration file starts its own server on its own database (PGlite in memory, or a scratch PostgreSQL
 * database) and its own mail, OpenID and Redis servers on free loopback ports, so files do not share state.
 * At most 4: a server holds up to 10 PostgreSQL connections, the two-process tests run two, and a
 * throwaway cluster allows 100.
 */
const WORKERS = Math.min(4, Math.max(2, availableParallelism()));

/**
 * The integration files that assert wall-clock bounds: /health answering within 100 ms during an attack
 * (graphql-limits), equal answer times for known and unknown e-mails (password-reset), a mailbox read
 * within 5 s (email-imap). They run one at a time after the others, with no other file's load beside them.
 */
const TIMED_INTEGRATION = [
  'tests/integration/graphql-limits.test.ts',
  'tests/integration/password-reset.test.ts',
  'tests/integration/email-imap.test.ts',
];

/**
 * Browser files two at a time (ADR 0040): each starts its own server and its own Chromium, so two fill a 2-core
 * machine; more were not measured. None asserts a wall-clock bound (the map's paint time is printed, not gated).
 */
const E2E_WORKERS = 2;

const integration = {
  environment: 'node',
  // Fails any test that met an INTERNAL_SERVER_ERROR or an HTTP 5xx through the API helpers.
  setupFiles: ['tests/helpers/fail-on-internal.setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  resolve: { alias: graphqlAlias },
  test: {
    env: { TZ: 'UTC' },
    projects: [
      {
        resolve: { alias: graphqlAlias },
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'server/**/*.test.ts',
            'web/src/**/*.test.ts',
            'tests/golden/**/*.test.ts',
            'tests/routing/**/*.test.ts',
            'tests/docs/**/*.test.ts',
            'tests/email/**/*.test.ts',
          ],
          environment: 'node',
          maxWorkers: WORKERS,
        },
      },
      // `--project 'integration*'` runs both: the timed files after the others (groupOrder).
      {
        resolve: { alias: graphqlAlias },
        test: {
          ...integration,
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...TIMED_INTEGRATION],
          maxWorkers: WORKERS,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias: graphqlAlias },
        test: {
          ...integration,
          name: 'integration-timed',
          include: TIMED_INTEGRATION,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias: graphqlAlias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: E2E_WORKERS,
          // expect.poll waits for the browser; vitest's own 1 s default is too short on a loaded 2-core
          // machine (a click's re-render after a streamed recalculation took longer in CI). A poll that
          // holds returns at once, so only a failing check waits the longer time.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
