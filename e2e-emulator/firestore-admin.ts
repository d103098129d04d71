// Writes past firestore.rules, as another version of Lanes or a person with the Admin SDK could: the Firestore
// emulator's REST API with its `Bearer owner` token, which the emulator exempts from the rules.
import { DEMO_PROJECT_ID, FIRESTORE_EMULATOR } from './emulators';

const DOCUMENTS = `${FIRESTORE_EMULATOR}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/** A value in the REST API's typed form. */
export type RestValue =
  { stringValue: string } | { integerValue: string } | { timestampValue: string } | { booleanValue: boolean };

/** A REST document's id and string fields (others, such as a null `importState`, are left out). */
function idAndStrings(doc: { name: string; fields?: Record<string, { stringValue?: string }> }): {
  id: string;
  strings: Record<string, string>;
} {
  return {
    id: doc.name.split('/').pop() ?? '',
    strings: Object.fromEntries(
      Object.entries(doc.fields ?? {}).flatMap(([key, value]) =>
        value.stringValue === undefined ? [] : [[key, value.stringValue]],
      ),
    ),
  };
}

/** Sets `fields` of the document at `path` (others untouched), past the rules; throws on a refusal. */
export async function adminPatch(path: string, fields: Record<string, RestValue>): Promise<void> {
  const mask = Object.keys(fields)
    .map((f) => `updateMask.fieldPaths=${encodeURIComponent(f)}`)
    .join('&');
  const response = await fetch(`${DOCUMENTS}/${path}?${mask}`, {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify({ fields }),
  });
  if (!response.ok) throw new Error(`PATCH ${path}: ${response.status} ${await response.text()}`);
}

/** The documents of collection `path` (up to 1,000), each with its id and its string fields. */
export async function adminList(path: string): Promise<{ id: string; strings: Record<string, string> }[]> {
  const response = await fetch(`${DOCUMENTS}/${path}?pageSize=1000`, { headers: OWNER });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as {
    documents?: { name: string; fields: Record<string, { stringValue?: string }> }[];
  };
  return (body.documents ?? []).map(idAndStrings);
}

/** The ids of the documents of collection `path` whose string field `field` is `value`. */
export async function adminFind(path: string, field: string, value: string): Promise<string[]> {
  return (await adminList(path)).filter((doc) => doc.strings[field] === value).map((doc) => doc.id);
}

/** The documents of top-level collection `collection` whose string field `field` is `value`, past the rules. */
export async function adminWhere(
  collection: string,
  field: string,
  value: string,
): Promise<{ id: string; strings: Record<string, string> }[]> {
  const response = await fetch(`${DOCUMENTS}:runQuery`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: collection }],
        where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
      },
    }),
  });
  if (!response.ok) throw new Error(`query ${collection}: ${response.status} ${await response.text()}`);
  const rows = (await response.json()) as {
    document?: { name: string; fields: Record<string, { stringValue?: string }> };
  }[];
  return rows.flatMap(({ document }) => (document ? [idAndStrings(document)] : []));
}

/** How many documents collection `path` (e.g. `boards/ID/cards`) holds, past the rules: one count aggregation. */
export async function adminCount(path: string): Promise<number> {
  const slash = path.lastIndexOf('/');
  const parent = slash < 0 ? DOCUMENTS : `${DOCUMENTS}/${path.slice(0, slash)}`;
  const response = await fetch(`${parent}:runAggregationQuery`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId: path.slice(slash + 1) }] },
        aggregations: [{ alias: 'n', count: {} }],
      },
    }),
  });
  if (!response.ok) throw new Error(`count ${path}: ${response.status} ${await response.text()}`);
  const rows = (await response.json()) as {
    result?: { aggregateFields?: { n?: { integerValue?: string } } };
  }[];
  return Number(rows[0]?.result?.aggregateFields?.n?.integerValue ?? 0);
}
