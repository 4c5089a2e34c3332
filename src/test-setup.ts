import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { clearSaveNotices } from './data/save-notices';

// Test files share one module graph (the unit project runs without isolation, for speed): the app's
// notifications are module state, so each test starts and ends with none.
beforeEach(() => clearSaveNotices());

// A lazily loaded screen (a tab's code, the editor) can take more than the default second to appear on a
// loaded machine; a `findBy` waits up to five before it calls the screen missing.
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  clearSaveNotices();
});
