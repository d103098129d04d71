/**
 * firestore.rules for what issue 17 added (needs the Firestore emulator): check items with an assignee and a due
 * date (the rules cannot look inside a checklist's items; they take them as part of a card any writer may edit),
 * colour covers, imported archive dates and link creators (only while importing), web links only, and titles the app
 * can read (at most 512 UTF-16 units or 512 code points: issue 28 item 4.1).
 * New cards are written with the board's tally beside them, as the adapter writes them (issue 15 item 4: addCard).
 */
import { doc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { can } from '../../../domain/permissions';
import {
  addCard,
  asAdmin,
  cardData,
  clientDb,
  expectRule,
  listData,
  MATRIX_ROLES,
  paths,
  roleOf,
  uidOf,
  useRulesEnvironment,
} from './rules-setup';

const importing = () =>
  asAdmin((admin) => updateDoc(doc(admin, paths.board()), { importState: 'importing' }));

describe('firestore.rules: check items, covers and titles (issue 17)', () => {
  useRulesEnvironment();

  describe.each(MATRIX_ROLES)('as %s', (role) => {
    const uid = uidOf(role);
    const db = () => clientDb(role);
    const writer = can(roleOf(role), 'card.write');

    it(`${writer ? 'gives' : 'cannot give'} a check item an assignee and a due date`, async () => {
      const items = [
        { id: 'i1', text: 'one', done: false, assigneeId: uidOf('member'), dueAt: Date.UTC(2030, 0, 1) },
      ];
      const named = [{ id: 'i2', text: 'two', done: true, assigneeName: 'Grace', dueAt: -1_000 }];
      const checklists = [{ id: 'k', title: 'Steps', items: [...items, ...named] }];
      await expectRule(
        writer,
        updateDoc(doc(db(), paths.card()), {
          checklists,
          'counts.checkItems': 2,
          'counts.checkItemsDone': 1,
          updatedAt: serverTimestamp(),
        }),
      );
    });

    it(`${writer ? 'sets' : 'cannot set'} a colour cover; never a colour that is not a colour name`, async () => {
      const now = serverTimestamp();
      await expectRule(writer, updateDoc(doc(db(), paths.card()), { coverColor: 'purple', updatedAt: now }));
      await expectRule(false, updateDoc(doc(db(), paths.card()), { coverColor: 'Red!', updatedAt: now }));
      await expectRule(writer, addCard(db(), 'covered', cardData(uid, { coverColor: 'sky_dark' })));
      await expectRule(false, addCard(db(), 'bad', cardData(uid, { coverColor: 7 })));
    });

    it(`${writer ? 'writes' : 'cannot write'} titles of 512 characters as a person counts them, not more`, async () => {
      const make = (id: string, title: string) => addCard(db(), id, cardData(uid, { title }));
      await expectRule(writer, make('t1', 'x'.repeat(512)));
      await expectRule(false, make('t2', 'x'.repeat(513)));
      await expectRule(writer, make('t3', '😀'.repeat(512)));
      await expectRule(false, make('t4', 'é'.repeat(4_097)));
      // The residual difference (issue 28): 512 skin-toned thumbs are 512 characters to the app but 1,024 code
      // points; the rules cannot count grapheme clusters, so they refuse it (the app shows the refusal).
      await expectRule(false, make('t5', '👍🏽'.repeat(512)));
    });
  });

  it('takes archive dates and link creators from an import only, and only web links', async () => {
    const db = clientDb('owner');
    const uid = uidOf('owner');
    const old = Timestamp.fromMillis(Date.UTC(2020, 1, 2));
    const archived = listData({ archivedAt: old });
    const link = (extra: Record<string, unknown>) => ({
      name: 'Spec',
      storagePath: null,
      url: 'https://example.com/spec',
      contentType: '',
      size: 0,
      uploadedBy: uid,
      createdAt: serverTimestamp(),
      ...extra,
    });
    const attachment = (id: string) => doc(db, paths.attachment(id));
    await expectRule(false, setDoc(doc(db, paths.list('old')), archived));
    await expectRule(false, setDoc(attachment('a1'), link({ creatorName: 'Grace' })));
    await expectRule(false, setDoc(attachment('a2'), link({ url: 'javascript:alert(1)' })));
    await expectRule(true, setDoc(attachment('a3'), link({})));
    await importing();
    await expectRule(true, setDoc(doc(db, paths.list('old')), archived));
    await expectRule(true, setDoc(attachment('a1'), link({ creatorName: 'Grace', createdAt: old })));
    await expectRule(false, setDoc(attachment('a4'), link({ creatorName: 'x'.repeat(101) })));
    await expectRule(false, setDoc(attachment('a5'), link({ url: 'data:text/html,hi' })));
  });
});
