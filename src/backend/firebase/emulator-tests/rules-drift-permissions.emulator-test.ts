/**
 * The permission matrix (issue 28 item 5b), on the Cloud Firestore emulator: every role — owner, admin, member,
 * observer, a signed-in non-member, signed out — against every read and write the client makes on a board
 * (drift/operations.ts), each cell expected as src/domain/permissions.ts `can(role, action)` answers for the
 * permission the operation's command checks; writes only Cloud Functions make are expected refused for everyone.
 * A disagreement fails naming its cell: `<operation> × <role>`.
 */
import { setLogLevel } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { can } from '../../../domain/permissions';
import { OPERATIONS, type Actor } from './drift/operations';
import {
  asAdmin,
  clientDb,
  MATRIX_ROLES,
  roleOf,
  uidOf,
  useRulesEnvironment,
  type MatrixRole,
} from './rules-setup';

/** The matrix's roles: the seeded ones, and signed out. */
const ROLES = [...MATRIX_ROLES, 'signed-out'] as const;
type Row = (typeof ROLES)[number];

const actorOf = (role: Row): Actor => ({ tag: role, uid: role === 'signed-out' ? null : uidOf(role) });
const boardRole = (role: Row) => (role === 'signed-out' ? undefined : roleOf(role as MatrixRole));

/** What the rules did with one cell: allowed, refused, or another error (a broken test, reported as such). */
async function outcome(work: Promise<unknown>): Promise<'allowed' | 'refused' | string> {
  try {
    await work;
    return 'allowed';
  } catch (e) {
    const code = (e as { code?: string }).code ?? '';
    return code === 'permission-denied' ? 'refused' : `failed: ${code} ${(e as Error).message.slice(0, 100)}`;
  }
}

// Refusals are half the matrix: the SDK's warning for each would bury the report.
setLogLevel('silent');

describe('firestore.rules follow permissions.ts: role × operation', () => {
  useRulesEnvironment('once');

  it.each(OPERATIONS.map((op) => [op.name, op] as const))('%s', async (_name, op) => {
    if (op.prepare) {
      const prepare = op.prepare;
      await asAdmin((db) =>
        Promise.all(ROLES.map((role) => prepare(db, actorOf(role)))).then(() => undefined),
      );
    }
    const results = await Promise.all(
      ROLES.map((role) => outcome(op.run(clientDb(role === 'signed-out' ? null : role), actorOf(role)))),
    );
    const cells = ROLES.map((role, i) => {
      const expected = op.action !== null && can(boardRole(role), op.action);
      const got = results[i] ?? '';
      if (got === (expected ? 'allowed' : 'refused')) return null;
      const said =
        op.action === null
          ? 'only Cloud Functions make it'
          : `permissions.ts ${op.action}: ${expected ? 'allowed' : 'refused'}`;
      return `${op.name} × ${role}: rules ${got}, ${said}`;
    });
    expect(cells.filter((c) => c !== null)).toEqual([]);
  });
});
