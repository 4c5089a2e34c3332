import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/** Unit test files that call vi.mock (see the 'unit-mocking' project). */
const mockingFiles = [
  'src/auth/session-provider.test.tsx',
  'src/features/graph/graph-page.test.tsx',
  'src/features/profile/profile-page.test.tsx',
];
/** Server test files that call vi.mock (see the 'server-mocking' project). */
const serverMockingFiles = ['server/auth/auth-routes.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    // Two files at a time on CI's two cores (the default there is one): a server file spends much of its
    // time waiting on PostgreSQL, SQLite's disk and its own server, so a second worker fills the gaps
    // (the server project: about 14 minutes one at a time, under 10 with two; decision 067).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'common/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...mockingFiles, ...configDefaults.exclude],
          setupFiles: ['./src/test-setup.ts'],
          // One module graph for every file of a worker: importing React, happy-dom and the app anew for
          // each of some 250 files cost more than all their tests together (decision 067). Module state a
          // test changes is reset in test-setup.ts; a test sets the repository it needs.
          isolate: false,
          // A guard against a hang, not a speed check: a component test typing a whole form with
          // user-event takes seconds when CI's two cores are busy with the other files.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          // Files that replace a module with vi.mock need a module graph of their own: in a shared one,
          // a module another file loaded first keeps the real import.
          name: 'unit-mocking',
          environment: 'happy-dom',
          include: mockingFiles,
          setupFiles: ['./src/test-setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          exclude: [...serverMockingFiles, ...configDefaults.exclude],
          globalSetup: ['./server/test/global-setup.ts'],
          // One module graph for every file of a worker, as in the unit project: each file importing the
          // whole server anew (a fresh process each) was some 180 s of CI's ten vitest minutes (decision
          // 067). Every file starts servers and databases of its own and closes them; module state that
          // outlives a file is keyed by the user or database it belongs to.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Files that replace a module with vi.mock, each in a module graph of its own.
          name: 'server-mocking',
          environment: 'node',
          include: serverMockingFiles,
          globalSetup: ['./server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
