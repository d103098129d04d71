/**
 * Reads a zod (zod/mini) schema of src/domain into a plain Shape tree that the rules' drift tests generate documents
 * from (shape-arbitraries.ts): kinds, sizes, patterns and character limits, each node keeping its zod schema so a
 * generated value can be checked against it. Only the schema kinds and checks src/domain uses are known; anything
 * else throws an Error naming the field, so a new kind of field fails the drift tests instead of going untested.
 */
import type * as z from 'zod/mini';
import { charLimitOf } from '../../../../domain/chars';
import { isWebUrl } from '../../../../domain/web-url';

/** A zod schema, as the walker sees it. */
export type AnySchema = z.core.$ZodType;

/** A bound of a number: the value and whether it is included. */
export interface Bound {
  readonly value: number;
  readonly inclusive: boolean;
}

/** One field of an object: its shape, and whether it may be absent (optional) or is filled when absent (default). */
export interface Field {
  readonly shape: Shape;
  readonly optional: boolean;
}

/** What a schema node accepts, in the terms the generators need; `schema` is the node's own zod schema. */
export type Shape = { readonly schema: AnySchema; readonly path: string } & (
  | {
      readonly kind: 'string';
      readonly min: number;
      /** zod's maxLength: UTF-16 units. */
      readonly max?: number;
      /** chars.ts maxChars: characters as a person counts them. */
      readonly maxChars?: number;
      readonly trim: boolean;
      readonly patterns: readonly RegExp[];
      readonly webUrl: boolean;
    }
  | { readonly kind: 'number'; readonly int: boolean; readonly min?: Bound; readonly max?: Bound }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'null' }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'object'; readonly fields: Readonly<Record<string, Field>> }
  | { readonly kind: 'array'; readonly element: Shape; readonly min: number; readonly max?: number }
  | { readonly kind: 'record'; readonly key: Shape; readonly value: Shape; readonly maxKeys?: number }
  | { readonly kind: 'union'; readonly options: readonly Shape[] }
  | { readonly kind: 'nullable'; readonly inner: Shape }
);

/**
 * What a custom zod check (z.refine) that the walker cannot recognise means, declared by the document's spec for
 * the field path it sits on: only a record's key count is known today.
 */
export interface DeclaredCheck {
  readonly maxKeys: number;
}

type Def = Readonly<Record<string, unknown>>;

function defOf(schema: AnySchema): Def {
  return schema._zod.def as unknown as Def;
}

function checkDefs(schema: AnySchema): { check: object; def: Def }[] {
  const checks = (defOf(schema).checks ?? []) as { _zod: { def: unknown } }[];
  return checks.map((check) => ({ check, def: check._zod.def as Def }));
}

/** Thrown for a schema node the drift generator cannot handle: names the field. */
export class UnsupportedSchemaError extends Error {
  constructor(path: string, what: string) {
    super(
      `drift generator: field "${path}" uses ${what}, which drift/schema-shape.ts cannot generate — teach it ` +
        `or declare the check in drift/documents.ts, so the rules are tested against this field.`,
    );
  }
}

/** Whether `tx` (a zod overwrite) is a trim: it turns " a " into "a". */
function isTrim(tx: unknown): boolean {
  return typeof tx === 'function' && (tx as (v: string) => unknown)(' a ') === 'a';
}

function stringShape(schema: AnySchema, path: string, declared: ReadonlyMap<string, DeclaredCheck>): Shape {
  let min = 0;
  let max: number | undefined;
  let maxChars: number | undefined;
  let trim = false;
  let webUrl = false;
  const patterns: RegExp[] = [];
  for (const { check, def } of checkDefs(schema)) {
    if (def.check === 'min_length') min = Math.max(min, def.minimum as number);
    else if (def.check === 'max_length') max = Math.min(max ?? Infinity, def.maximum as number);
    else if (def.check === 'string_format' && def.format === 'regex') patterns.push(def.pattern as RegExp);
    else if (def.check === 'overwrite' && isTrim(def.tx)) trim = true;
    else if (def.check === 'custom' && charLimitOf(check) !== undefined) maxChars = charLimitOf(check);
    else if (def.check === 'custom' && def.fn === isWebUrl) webUrl = true;
    else if (!declared.has(path))
      throw new UnsupportedSchemaError(path, `string check "${String(def.check)}"`);
  }
  return { schema, path, kind: 'string', min, max, maxChars, trim, patterns, webUrl };
}

function numberShape(schema: AnySchema, path: string): Shape {
  const def = defOf(schema);
  let min: Bound | undefined;
  let max: Bound | undefined;
  for (const { def: c } of checkDefs(schema)) {
    if (c.check === 'greater_than') min = { value: c.value as number, inclusive: c.inclusive === true };
    else if (c.check === 'less_than') max = { value: c.value as number, inclusive: c.inclusive === true };
    // Number.isFinite: what every generated number already is.
    else if (!(c.check === 'custom' && c.fn === Number.isFinite))
      throw new UnsupportedSchemaError(path, `number check "${String(c.check)}"`);
  }
  if (def.format !== undefined && def.format !== 'safeint')
    throw new UnsupportedSchemaError(path, `number format "${String(def.format)}"`);
  return { schema, path, kind: 'number', int: def.format === 'safeint', min, max };
}

function sizeChecks(schema: AnySchema, path: string, declared: ReadonlyMap<string, DeclaredCheck>) {
  let min = 0;
  let max: number | undefined = declared.get(path)?.maxKeys;
  for (const { def } of checkDefs(schema)) {
    if (def.check === 'min_length') min = def.minimum as number;
    else if (def.check === 'max_length') max = def.maximum as number;
    else if (!(def.check === 'custom' && declared.has(path)))
      throw new UnsupportedSchemaError(path, `check "${String(def.check)}"`);
  }
  return { min, max };
}

/**
 * The Shape of `schema`, for the field at `path` ('' for a document; `labels[]`, `fields{}` below). `declared`
 * gives the meaning of custom checks by path. Throws UnsupportedSchemaError naming the field for anything else.
 */
export function shapeOf(
  schema: AnySchema,
  path = '',
  declared: ReadonlyMap<string, DeclaredCheck> = new Map(),
): Shape {
  const def = defOf(schema);
  const sub = (s: unknown, p: string) => shapeOf(s as AnySchema, p, declared);
  const dot = (name: string) => (path === '' ? name : `${path}.${name}`);
  switch (def.type) {
    case 'lazy':
      return sub((def.getter as () => unknown)(), path);
    case 'default':
    case 'optional':
      // Bare (not as an object's field): as its inner type; fields are unwrapped by the object case below.
      return sub(def.innerType, path);
    case 'string':
      return stringShape(schema, path, declared);
    case 'number':
      return numberShape(schema, path);
    case 'boolean':
      return { schema, path, kind: 'boolean' };
    case 'null':
      return { schema, path, kind: 'null' };
    case 'enum':
      return { schema, path, kind: 'enum', values: Object.values(def.entries as Record<string, string>) };
    case 'nullable':
      return { schema, path, kind: 'nullable', inner: sub(def.innerType, path) };
    case 'union':
      return { schema, path, kind: 'union', options: (def.options as unknown[]).map((o) => sub(o, path)) };
    case 'array':
      return {
        schema,
        path,
        kind: 'array',
        element: sub(def.element, `${path}[]`),
        ...sizeChecks(schema, path, declared),
      };
    case 'record': {
      const { max } = sizeChecks(schema, path, declared);
      return {
        schema,
        path,
        kind: 'record',
        key: sub(def.keyType, `${path}{key}`),
        value: sub(def.valueType, `${path}{}`),
        maxKeys: max,
      };
    }
    case 'object': {
      if (checkDefs(schema).length > 0) throw new UnsupportedSchemaError(path, 'an object-level check');
      const fields: Record<string, Field> = {};
      for (const [name, fieldSchema] of Object.entries(def.shape as Record<string, AnySchema>)) {
        const fieldDef = defOf(fieldSchema);
        const optional = fieldDef.type === 'optional';
        const inner =
          fieldDef.type === 'optional' || fieldDef.type === 'default' ? fieldDef.innerType : fieldSchema;
        fields[name] = { shape: sub(inner, dot(name)), optional };
      }
      return { schema, path, kind: 'object', fields };
    }
    default:
      throw new UnsupportedSchemaError(path, `zod type "${String(def.type)}"`);
  }
}
