/** Every route of the app in one typed table, so links and routes cannot drift apart. */

export const paths = {
  boards: { pattern: '/', href: () => '/' },
  signIn: {
    pattern: '/signin',
    href: (next?: string) => (next ? `/signin?next=${encodeURIComponent(next)}` : '/signin'),
  },
  signUp: {
    pattern: '/signup',
    href: (next?: string) => (next ? `/signup?next=${encodeURIComponent(next)}` : '/signup'),
  },
  board: { pattern: '/b/:boardId', href: (boardId: string) => `/b/${encodeURIComponent(boardId)}` },
  settings: {
    pattern: '/settings',
    href: (section?: 'account' | 'privacy' | 'diagnostics' | 'developer') =>
      section ? `/settings#${section}-heading` : '/settings',
  },
  /** Where an invite link lands: `token` is the secret of src/domain/calls/token.ts. */
  invite: { pattern: '/invite/:token', href: (token: string) => `/invite/${encodeURIComponent(token)}` },
  card: {
    pattern: '/b/:boardId/c/:cardId',
    href: (boardId: string, cardId: string) =>
      `/b/${encodeURIComponent(boardId)}/c/${encodeURIComponent(cardId)}`,
  },
} as const;
