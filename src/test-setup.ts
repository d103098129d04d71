// Test set-up shared by every Vitest file.
import 'fake-indexeddb/auto';
import { i18next } from './i18n';
import { enAll } from './i18n/en-all';

// The app fetches some English namespaces with their pages; a component test renders a page's parts directly.
for (const [ns, messages] of Object.entries(enAll)) i18next.addResourceBundle('en', ns, messages);
