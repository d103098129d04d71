// Test set-up shared by every Vitest file.
import 'fake-indexeddb/auto';
import { cleanup as cleanupLiveRegion } from '@atlaskit/pragmatic-drag-and-drop-live-region';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18next } from './i18n';
import { enAll } from './i18n/en-all';

// The app fetches some English namespaces with their pages; a component test renders a page's parts directly.
for (const [ns, messages] of Object.entries(enAll)) i18next.addResourceBundle('en', ns, messages);

// Each test's renders are unmounted after it (Testing Library does so by itself only with Vitest's globals), and the
// drag-and-drop announcer's region goes with them: test files share a page (vite.config.ts's unit project).
afterEach(() => {
  cleanup();
  cleanupLiveRegion();
});
