/**
 * An in-memory CallTx (tx.ts) for handler tests and any caller without a database. It is strict where Firestore is,
 * so a handler that passes here also runs inside a Firestore transaction: a read after a write throws, `undefined`
 * values throw, `update` of a missing document fails the commit, and writes land only when the work resolves.
 */
import { type CallTx, type DocData, type DocEntry, type FieldValue, type Where } from './tx';

/** A programming error in a handler (not the user's fault): the Functions wrapper reports it as `internal`. */
export class TxMisuseError extends Error {
  constructor(message: string) {
    super(`CallTx: ${message}`);
    this.name = 'TxMisuseError';
  }
}

type Write =
  | { kind: 'set'; path: string; data: DocData }
  | { kind: 'update'; path: string; data: DocData }
  | { kind: 'delete'; path: string };

function segments(path: string): string[] {
  const parts = path.split('/');
  if (parts.some((p) => p.length === 0)) throw new TxMisuseError(`malformed path "${path}"`);
  return parts;
}

/** Documents have an even number of segments (`boards/b1`), collections an odd one (`boards/b1/lists`). */
function checkDocPath(path: string): void {
  if (segments(path).length % 2 !== 0) throw new TxMisuseError(`"${path}" is not a document path`);
}

function checkCollectionPath(path: string): void {
  if (segments(path).length % 2 !== 1) throw new TxMisuseError(`"${path}" is not a collection path`);
}

/**
 * Throws TxMisuseError on what Firestore would refuse or mangle: undefined, functions, class instances (Dates
 * included). `where` names the value in the message. Shared with the other CallTx implementations.
 */
export function checkJson(value: unknown, where: string): void {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return;
  if (Array.isArray(value)) {
    value.forEach((v, i) => checkJson(v, `${where}[${String(i)}]`));
    return;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [k, v] of Object.entries(value)) checkJson(v, `${where}.${k}`);
    return;
  }
  throw new TxMisuseError(`${where} is ${value === undefined ? 'undefined' : 'not plain JSON'}`);
}

function matches(data: DocData, where: Where | undefined): boolean {
  if (!where) return true;
  const field: FieldValue | undefined = data[where.field];
  if (where.op === '==') return field === where.value;
  return Array.isArray(field) && field.includes(where.value);
}

/** A document store with Firestore's transaction rules; `run` is the transaction. */
export class MemoryStore {
  private docs = new Map<string, DocData>();

  /** Puts a document in place outside any transaction (test set-up). */
  seed(path: string, data: DocData): this {
    checkDocPath(path);
    checkJson(data, path);
    this.docs.set(path, structuredClone(data));
    return this;
  }

  /** A copy of the document at `path`, or null. */
  read(path: string): DocData | null {
    const data = this.docs.get(path);
    return data ? structuredClone(data) : null;
  }

  /** Every stored path, sorted; with `prefix`, only those under it. */
  paths(prefix = ''): string[] {
    return [...this.docs.keys()].filter((p) => p.startsWith(prefix)).sort();
  }

  /**
   * Runs `work` as one transaction: its writes are applied together after it resolves, in order, or not at all if
   * it (or the commit) throws. Throws TxMisuseError for a read after a write or a use after the end.
   */
  async run<T>(work: (tx: CallTx) => Promise<T>): Promise<T> {
    const writes: Write[] = [];
    let open = true;
    const beforeRead = (what: string) => {
      if (!open) throw new TxMisuseError(`${what} after the transaction ended (a missing await?)`);
      if (writes.length > 0)
        throw new TxMisuseError(`${what} after a write: Firestore needs every read first`);
    };
    const queue = (write: Write) => {
      if (!open) throw new TxMisuseError(`${write.kind} after the transaction ended (a missing await?)`);
      checkDocPath(write.path);
      if (write.kind !== 'delete') checkJson(write.data, write.path);
      // Copied now, so a handler changing its object afterwards cannot change what is written.
      writes.push(write.kind === 'delete' ? write : { ...write, data: structuredClone(write.data) });
    };
    const entries = (keep: (path: string) => boolean, where?: Where): DocEntry[] =>
      [...this.docs.entries()]
        .filter(([path, data]) => keep(path) && matches(data, where))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([path, data]) => ({ path, data: structuredClone(data) }));

    const tx: CallTx = {
      get: (path) => {
        beforeRead('get');
        checkDocPath(path);
        return Promise.resolve(this.read(path));
      },
      query: (collectionPath, where) => {
        beforeRead('query');
        checkCollectionPath(collectionPath);
        const depth = segments(collectionPath).length + 1;
        const inCollection = (p: string) =>
          p.startsWith(`${collectionPath}/`) && p.split('/').length === depth;
        return Promise.resolve(entries(inCollection, where));
      },
      queryDescendants: (ancestorPath, collectionId) => {
        beforeRead('queryDescendants');
        checkDocPath(ancestorPath);
        const below = (p: string) => {
          const parts = p.split('/');
          return p.startsWith(`${ancestorPath}/`) && parts[parts.length - 2] === collectionId;
        };
        return Promise.resolve(entries(below));
      },
      set: (path, data) => queue({ kind: 'set', path, data }),
      update: (path, data) => queue({ kind: 'update', path, data }),
      delete: (path) => queue({ kind: 'delete', path }),
    };

    try {
      const result = await work(tx);
      this.commit(writes);
      return result;
    } finally {
      open = false;
    }
  }

  /** Applies `writes` to a copy and swaps it in, so a failing write leaves the store as it was. */
  private commit(writes: Write[]): void {
    const next = new Map(this.docs);
    for (const write of writes) {
      if (write.kind === 'delete') next.delete(write.path);
      else if (write.kind === 'set') next.set(write.path, write.data);
      else {
        const current = next.get(write.path);
        // Firestore fails the whole commit with NOT_FOUND here.
        if (!current) throw new TxMisuseError(`update of missing document "${write.path}"`);
        next.set(write.path, { ...current, ...write.data });
      }
    }
    this.docs = next;
  }
}
