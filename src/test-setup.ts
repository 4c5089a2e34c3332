import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { clearSaveNotices } from './data/save-notices';

// Test files share one module graph (the unit project runs without isolation, for speed): the app's
// notifications are module state, so each test starts and ends with none.
beforeEach(() => clearSaveNotices());
afterEach(() => {
  cleanup();
  clearSaveNotices();
});
