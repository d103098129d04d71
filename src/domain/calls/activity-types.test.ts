// The membership activity the handlers write is a valid model.ts activity, so both adapters' feeds accept it.
import { expect, it } from 'vitest';
import { activitySchema, ACTIVITY_TYPES } from '../model';
import type { MemberActivityType } from './access';
import { inviteMember } from './invite-member';
import { acceptInvite } from './accept-invite';
import { activityOf, call, ctxOf, storeWithBoard } from './test-fixtures';

it('writes member.* entries that model.ts activitySchema accepts', async () => {
  const all: readonly string[] = ACTIVITY_TYPES;
  const types: MemberActivityType[] = ['member.join', 'member.role', 'member.remove', 'member.leave'];
  for (const type of types) expect(all).toContain(type);

  const store = storeWithBoard();
  const { token } = await call(store, inviteMember, ctxOf('owner'), { boardId: 'b1', role: 'member' });
  await call(store, acceptInvite, ctxOf('u-new'), { token });
  const [entry] = activityOf(store);
  expect(activitySchema.parse(entry)).toMatchObject({ type: 'member.join', actorUid: 'u-new' });
});
