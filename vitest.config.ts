import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web's own import alias, for its modules under test.
  resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // An API suite spends most of its time waiting on the database and on sockets, not on a core:
    // three files at once keep two cores busy.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Each file builds its own app over its own database, and puts back what it changes of
          // the process (fake clocks, environment); what files share is the modules (Fastify, zod,
          // the contracts, the server), loaded once a worker rather than once a file.
          pool: 'threads',
          isolate: false,
          // A guard against a hang, not a speed bar: three files at once on two shared cores
          // stretch the generated-days suites (reconcile, discount limit) past 20 s.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
        },
      },
    ],
  },
});
