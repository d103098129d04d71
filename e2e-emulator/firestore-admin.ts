// Writes past firestore.rules, as another version of Lanes or a person with the Admin SDK could: the Firestore
// emulator's REST API with its `Bearer owner` token, which the emulator exempts from the rules.
import { DEMO_PROJECT_ID, FIRESTORE_EMULATOR } from './emulators';

const DOCUMENTS = `${FIRESTORE_EMULATOR}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/** A value in the REST API's typed form. */
export type RestValue =
  { stringValue: string } | { integerValue: string } | { timestampValue: string } | { booleanValue: boolean };

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
  return (body.documents ?? []).map((doc) => ({
    id: doc.name.split('/').pop() ?? '',
    strings: Object.fromEntries(
      Object.entries(doc.fields).flatMap(([key, value]) =>
        value.stringValue === undefined ? [] : [[key, value.stringValue]],
      ),
    ),
  }));
}

/** The ids of the documents of collection `path` whose string field `field` is `value`. */
export async function adminFind(path: string, field: string, value: string): Promise<string[]> {
  return (await adminList(path)).filter((doc) => doc.strings[field] === value).map((doc) => doc.id);
}
