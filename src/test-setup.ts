// Test set-up shared by every Vitest file.
import 'fake-indexeddb/auto';
import './i18n';
