// A link attachment (issue 17 item 10): a link with the name of who added it and when, never "FILE … 0 bytes" with
// Download; only http and https links are followed.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Attachment } from '../../domain/model';
import { LinkAttachmentRow } from './LinkAttachmentRow';

afterEach(cleanup);

const link = (extra: Partial<Attachment> = {}): Attachment => ({
  id: 'a1',
  boardId: 'b',
  cardId: 'c',
  name: 'Design notes',
  storagePath: null,
  url: 'https://docs.example.com/notes?id=1',
  contentType: 'application/octet-stream',
  size: 0,
  uploadedBy: 'importer-uid',
  creatorName: 'Grace Hopper',
  createdAt: Date.UTC(2023, 1, 3, 12),
  ...extra,
});

function show(attachment: Attachment, canEdit = true) {
  render(
    <ul>
      <LinkAttachmentRow
        attachment={attachment}
        uploader="Ana (importer)"
        isCover={false}
        canEdit={canEdit}
        onCover={() => undefined}
        onDelete={() => undefined}
      />
    </ul>,
  );
}

describe('LinkAttachmentRow', () => {
  it("shows a Trello link as a link, with the site, the Trello member's name and the date", () => {
    show(link());
    const anchor = screen.getByRole('link', { name: 'Design notes' });
    expect(anchor.getAttribute('href')).toBe('https://docs.example.com/notes?id=1');
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('docs.example.com · added by Grace Hopper · Feb 3, 2023')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    expect(screen.queryByText(/bytes|FILE/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('credits a link added in Lanes to its account, and never links a URL that is not http or https', () => {
    show(link({ creatorName: undefined, url: 'javascript:alert(1)' }), false);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Design notes')).toBeTruthy();
    expect(screen.getByText(/added by Ana \(importer\)/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
