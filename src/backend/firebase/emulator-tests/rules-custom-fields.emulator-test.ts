/**
 * firestore.rules for custom fields (issue 18): only owners and admins change the board's definitions (at most 50);
 * writers set values of defined fields, each a stored value of one kind and size (domain/custom-fields/stored-values.ts), at most 50 per
 * card. Needs the Firestore emulator.
 */
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { can } from '../../../domain/permissions';
import { encodeFieldValues } from '../../../domain/custom-fields/stored-values';
import {
  addCard,
  asAdmin,
  cardData,
  clientDb,
  expectRule,
  MATRIX_ROLES,
  paths,
  roleOf,
  uidOf,
  useRulesEnvironment,
  type MatrixRole,
} from './rules-setup';

const definitions = {
  note: { name: 'Note', type: 'text', rank: 'a0', options: [], showOnCard: false },
  est: { name: 'Estimate', type: 'number', rank: 'a1', options: [], showOnCard: true },
};

/** `n` definitions named f0…. */
const manyFields = (n: number) =>
  Object.fromEntries(
    Array.from({ length: n }, (_, i) => [
      `f${i}`,
      { name: `F${i}`, type: 'checkbox', rank: `a${i}`, options: [] },
    ]),
  );

async function defineFields(): Promise<void> {
  await asAdmin((db) => updateDoc(doc(db, paths.board()), { customFields: definitions }));
}

const setValues = (role: MatrixRole, values: Record<string, unknown>) =>
  updateDoc(doc(clientDb(role), paths.card()), { fields: values, updatedAt: serverTimestamp() });

describe('firestore.rules: custom fields', () => {
  useRulesEnvironment();

  describe.each(MATRIX_ROLES)('as %s', (role) => {
    const admin = can(roleOf(role), 'board.update');
    const writer = can(roleOf(role), 'card.write');

    it(`${admin ? 'defines' : 'cannot define'} fields on the board`, async () => {
      const write = updateDoc(doc(clientDb(role), paths.board()), {
        customFields: definitions,
        updatedAt: serverTimestamp(),
      });
      await expectRule(admin, write);
    });

    it(`${writer ? 'sets' : 'cannot set'} values of defined fields on a card`, async () => {
      await defineFields();
      await expectRule(writer, setValues(role, encodeFieldValues({ note: 'Ask Ana', est: 3 })));
    });
  });

  it('refuses a 51st field definition', async () => {
    await asAdmin((db) => updateDoc(doc(db, paths.board()), { customFields: manyFields(49) }));
    // One field per write, as FieldsEditor adds them (the rules check each definition a write brings).
    const write = (n: number) =>
      updateDoc(doc(clientDb('owner'), paths.board()), {
        customFields: manyFields(n),
        updatedAt: serverTimestamp(),
      });
    await expectRule(true, write(50));
    await expectRule(false, write(51));
  });

  // Issue 28 item 4.3: a definition the app cannot read hides the whole board from every member.
  it('refuses field definitions the app cannot read, beside one it can', async () => {
    const add = (def: unknown, id = 'f1') =>
      updateDoc(doc(clientDb('admin'), paths.board()), {
        customFields: { ...definitions, [id]: def },
        updatedAt: serverTimestamp(),
      });
    await defineFields();
    const field = { name: 'Size', type: 'dropdown', rank: 'a2', options: [], showOnCard: false };
    await expectRule(false, add({ ...field, type: 'colour' }));
    await expectRule(false, add({ ...field, name: ' ' }));
    await expectRule(false, add({ ...field, options: 'abc' }));
    await expectRule(false, add({ ...field, options: [{ id: 'o1', name: 'S' }] }));
    await expectRule(false, add({ ...field, extra: 1 }));
    await expectRule(false, add('x'));
    await expectRule(false, add(field, 'bad id'));
    await expectRule(true, add({ ...field, options: [{ id: 'o1', name: 'S', color: 'green' }] }));
  });

  it('refuses values of fields the board does not define', async () => {
    await defineFields();
    await expectRule(false, setValues('member', encodeFieldValues({ nope: 'x' })));
  });

  it('refuses values that are not stored values, too long, or several lines', async () => {
    await defineFields();
    await expectRule(false, setValues('member', { note: 12 }));
    await expectRule(false, setValues('member', { est: 'n12abc' }));
    await expectRule(false, setValues('member', { note: `s${'x'.repeat(1001)}` }));
    await expectRule(false, setValues('member', { note: `s${'x'.repeat(900)}\ns${'x'.repeat(900)}` }));
    await expectRule(true, setValues('member', { note: `s${'x'.repeat(1000)}`, est: 'n-2.5e+3' }));
  });

  it('lets values of a deleted field stay when another value changes', async () => {
    await defineFields();
    await setValues('member', encodeFieldValues({ note: 'kept' }));
    await asAdmin((db) => updateDoc(doc(db, paths.board()), { customFields: { est: definitions.est } }));
    await expectRule(true, setValues('member', encodeFieldValues({ note: 'kept', est: 1 })));
    await expectRule(false, setValues('member', encodeFieldValues({ note: 'changed', est: 1 })));
  });

  it('checks the values a new card brings (a copy)', async () => {
    await defineFields();
    const create = (values: Record<string, unknown>) =>
      // With the board's tally, as the adapter writes a card (issue 15 item 4).
      addCard(clientDb('member'), 'copy', cardData(uidOf('member'), { fields: values }));
    await expectRule(false, create({ nope: 'sx' }));
    await expectRule(true, create(encodeFieldValues({ note: 'copied', est: 2 })));
  });
});
