// Node has no IndexedDB: the Firebase adapter's replica (docs/sync.md) runs on fake-indexeddb in these suites, as
// the local adapter's tests do.
import 'fake-indexeddb/auto';
