/**
 * The cases of one document kind (documents.ts) for the rules' drift test: valid documents generated from its
 * schema with the board's context pinned, and documents broken one field at a time (breaks.ts) or valid per schema
 * but wrong for this board (`contextBreaks`), each encoded as the app encodes it (sync/to-firestore.ts).
 */
import fc from 'fast-check';
import * as z from 'zod/mini';
import { Timestamp, type DocumentData } from 'firebase/firestore';
import { decodeFieldValues } from '../../../../domain/custom-fields/stored-values';
import { isSentinel } from '../../../../domain/sync/writes';
import { firestoreData } from '../../sync/to-firestore';
import { breaksOf } from './breaks';
import { edgesOf } from './edges';
import type { DocSpec } from './documents';
import { shapeOf } from './schema-shape';
import { tameOf, validOf } from './shape-arbitraries';

/** One write to try: its label (`<kind> <field>: <fault>`), the model document, and whether the rules must accept. */
export interface Case {
  readonly label: string;
  readonly model: Record<string, unknown>;
  readonly accept: boolean;
}

/** The cases of `spec`, from fast-check's `seed`: `runs` valid documents, then one per break. */
export interface Cases {
  readonly valid: Case[];
  readonly broken: Case[];
  /** Breaks the generator could not make a value for (a failure of the test, naming the field). */
  readonly ungenerated: string[];
  /** Breaks the app's encoder and reader turn into something valid: not the rules' business. */
  readonly tolerated: string[];
}

/**
 * Model document `d` as the reader would see it once stored: sent through the app's encoder (to-firestore.ts) and
 * back as the adapter reads it (Timestamps as epoch ms, the server's clock as now, a card's custom field values
 * decoded), its path ids as generated. Null when the SDK could not send it.
 */
function asRead(spec: DocSpec, d: Record<string, unknown>): Record<string, unknown> | null {
  let stored: Record<string, unknown>;
  try {
    stored = firestoreData(spec.path(0), d);
  } catch {
    return null;
  }
  const read: Record<string, unknown> = { ...d };
  for (const [k, v] of Object.entries(stored)) {
    read[k] = isSentinel(d[k], 'serverTime') ? Date.now() : v instanceof Timestamp ? v.toMillis() : v;
  }
  if (spec.name === 'card' && read.fields !== undefined) read.fields = decodeFieldValues(read.fields);
  return read;
}

/** Whether the schema of `spec` reads model document `d` once stored (see asRead). */
export function schemaReads(spec: DocSpec, d: Record<string, unknown>): boolean {
  const read = asRead(spec, d);
  return read !== null && z.safeParse(spec.schema, read).success;
}

/** `d` without what the app never writes with this operation, with what it writes beyond the schema. */
function asWritten(spec: DocSpec, d: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(d as Record<string, unknown>), ...spec.extra };
  for (const name of Object.keys(spec.notWritten ?? {})) delete out[name];
  return out;
}

/** Samples tried per break for one the schema refuses. */
const TRIES = 5;

/** The first field of a break's label (`checklists[].items[].text: …` → `checklists`). */
const fieldOf = (label: string) => label.split(/[.[{:]/)[0] ?? '';

/** Generates the cases of `spec`: `runs` valid documents and one of each break, from `seed`. */
export function casesOf(spec: DocSpec, runs: number, seed: number): Cases {
  const shape = shapeOf(spec.schema, '', spec.declared ?? new Map());
  const overrides = new Map(spec.pins);
  const random = validOf(shape, overrides).map((d) => asWritten(spec, d));
  const valid = fc
    .sample(random, { numRuns: runs, seed })
    .map((model, i): Case => ({ label: `${spec.name} valid #${i}`, model, accept: true }));
  // Breaks and limits go into the plainest valid document (accepted first, as "plain"), one field at a time.
  const plain = tameOf(shape, overrides).map((d) => asWritten(spec, d));
  overrides.set('', plain);
  for (const model of fc.sample(plain, { numRuns: 1, seed })) {
    valid.push({ label: `${spec.name} plain`, model: model as Record<string, unknown>, accept: true });
  }
  const broken: Case[] = [];
  const ungenerated: string[] = [];
  const tolerated: string[] = [];
  for (const b of breaksOf(shape, overrides)) {
    // Path ids are never stored (the reader takes them from the path); the document itself is always a map.
    if (spec.pathIds.includes(fieldOf(b.label)) || (b.label.startsWith('(document)') && !b.stripped))
      continue;
    // The first of a few samples the schema refuses (an unknown key: any sample, the schema strips it).
    const samples = fc.sample(b.arb, { numRuns: TRIES, seed }).map((m) => m as Record<string, unknown>);
    const model = samples.find((m) => b.stripped === true || !schemaReads(spec, m));
    if (model) broken.push({ label: `${spec.name} ${b.label}`, model, accept: false });
    else if (b.mayBeEmpty) continue;
    // Refused by the schema as made, read fine once stored: the app's encoder and reader tolerate it (a card's
    // custom field values that are not a map are read as none), so no rule is needed.
    else if (samples.some((m) => !z.safeParse(spec.schema, m).success))
      tolerated.push(`${spec.name} ${b.label}`);
    else ungenerated.push(`${spec.name} ${b.label}`);
  }
  for (const e of edgesOf(shape, overrides)) {
    const field = fieldOf(e.label);
    if (spec.pathIds.includes(field) || field in (spec.notWritten ?? {})) continue;
    const [model] = fc.sample(e.arb, { numRuns: 1, seed }) as Record<string, unknown>[];
    if (model) valid.push({ label: `${spec.name} ${e.label}`, model, accept: true });
  }
  const [first] = valid;
  for (const c of spec.contextBreaks) {
    if (first) broken.push({ label: `${spec.name} ${c.label}`, model: c.change(first.model), accept: false });
  }
  return { valid, broken, ungenerated, tolerated };
}

/** The model document of case `c`, without its path ids, as the app sends it (null when the SDK cannot). */
export function encode(spec: DocSpec, path: string, c: Case): DocumentData | Error {
  const data = { ...c.model };
  for (const id of spec.pathIds) delete data[id];
  try {
    return firestoreData(path, data);
  } catch (e) {
    return e instanceof Error ? e : new Error(String(e));
  }
}

/** A short, readable excerpt of `value` for failure messages. */
export function excerpt(value: unknown): string {
  const text = JSON.stringify(value, (_k, v: unknown) =>
    typeof v === 'string' && v.length > 40 ? `${v.slice(0, 20)}…(${v.length})` : v,
  );
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}
