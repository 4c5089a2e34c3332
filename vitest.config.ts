import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'common/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['./src/test-setup.ts'],
          // One module graph for every file of a worker: importing React, happy-dom and the app anew for
          // each of some 250 files cost more than all their tests together. Module state a test changes is
          // reset in test-setup.ts; a test sets the repository it needs.
          isolate: false,
          // A guard against a hang, not a speed check: a component test typing a whole form with
          // user-event takes seconds when CI's two cores are busy with the other files.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['./server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
