import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
// One copy of graphql only: type-graphql and Apollo must share the same module instance.
const graphqlAlias = [{ find: /^graphql$/, replacement: require.resolve('graphql') }];

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
        },
      },
      {
        resolve: { alias: graphqlAlias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Fails any test that met an INTERNAL_SERVER_ERROR or an HTTP 5xx through the API helpers.
          setupFiles: ['tests/helpers/fail-on-internal.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
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
          fileParallelism: false,
          // expect.poll waits for the browser; vitest's own 1 s default is too short on a loaded 2-core
          // machine (a click's re-render after a streamed recalculation took longer in CI). A poll that
          // holds returns at once, so only a failing check waits the longer time.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
