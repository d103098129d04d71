// Issue 15 item 1, at the point of use: a link attachment opens or downloads only an http(s) URL, whatever the
// store holds (a record written before the schemas and rules refused others, or by a tampered client).
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendProvider } from '../../backend/context';
import { fakeAuth, fakeBackend } from '../../backend/testing/fake-backend';
import { isAppError } from '../../domain/errors';
import type { Attachment } from '../../domain/model';
import { AttachmentRow } from './AttachmentRow';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const link = (url: string): Attachment => ({
  id: 'a1',
  boardId: 'b1',
  cardId: 'c1',
  name: 'Spec',
  storagePath: null,
  url,
  contentType: 'text/html',
  size: 0,
  uploadedBy: 'u1',
  createdAt: Date.UTC(2024, 4, 15),
});

function renderRow(attachment: Attachment) {
  const onError = vi.fn();
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const followed: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    followed.push(this.getAttribute('href') ?? '');
  });
  render(
    <BackendProvider backend={fakeBackend(fakeAuth(null), 'local')}>
      <ul>
        <AttachmentRow
          attachment={attachment}
          uploader="Ann"
          isCover={false}
          canEdit={false}
          onCover={() => undefined}
          onDelete={() => undefined}
          onError={onError}
        />
      </ul>
    </BackendProvider>,
  );
  return { onError, open, followed };
}

describe('AttachmentRow', () => {
  it.each([
    "javascript:window.__xss='row'",
    " JaVaScRiPt:alert('x')",
    'data:text/html,<script>alert(1)</script>',
  ])('neither opens nor downloads %j, and says why', async (url) => {
    const user = userEvent.setup();
    const { onError, open, followed } = renderRow(link(url));
    await user.click(screen.getByRole('button', { name: 'Spec' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(open).not.toHaveBeenCalled();
    expect(followed).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(2);
    const error: unknown = onError.mock.calls[0]?.[0];
    expect(isAppError(error) && error.code).toBe('invalid-argument');
  });

  it('opens and downloads an https link', async () => {
    const user = userEvent.setup();
    const { onError, open, followed } = renderRow(link('https://example.com/spec.pdf'));
    await user.click(screen.getByRole('button', { name: 'Spec' }));
    expect(open).toHaveBeenCalledWith('https://example.com/spec.pdf', '_blank', 'noopener,noreferrer');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(followed).toEqual(['https://example.com/spec.pdf']);
    expect(onError).not.toHaveBeenCalled();
  });
});
