// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Attachment } from '../model';
import { sampleBoard, sampleCard, sampleList } from '../samples';
import { snapshotHtml, type SnapshotWords } from './snapshot-html';
import { buildLanesExport } from './to-lanes-json';

const HOSTILE = '<img src=x onerror=alert(1)><script>alert(2)</script>"\'&';
const words: SnapshotWords = {
  lang: 'en',
  footer: 'Read-only snapshot made on Nov 28, 2026 with Lanes.',
  due: 'Due',
  done: 'done',
  formatDate: (iso) => `DATE(${iso.slice(0, 10)})`,
  yes: 'yes',
  no: 'no',
};
const link = (id: string, url: string): Attachment => ({
  id,
  boardId: 'b',
  cardId: 'c1',
  name: `Link ${id}`,
  storagePath: null,
  url,
  contentType: '',
  size: 0,
  uploadedBy: 'u',
  createdAt: 1,
});

function page() {
  const board = sampleBoard({
    title: `Garden ${HOSTILE}`,
    description: 'Line one\nLine two',
    labels: [
      { id: 'g', name: `Out ${HOSTILE}`, color: 'green' },
      { id: 'd', name: 'Deep', color: 'green_dark' },
    ],
    customFields: {
      prio: {
        name: 'Priority',
        type: 'dropdown',
        rank: 'a0',
        options: [{ id: 'hi', name: 'High', color: 'red' }],
        showOnCard: true,
      },
    },
  });
  const lists = [
    sampleList({ id: 'l1', title: 'To do' }),
    sampleList({ id: 'l2', title: 'Old', rank: 'a1', archivedAt: 5 }),
  ];
  const cards = [
    sampleCard({
      id: 'c1',
      title: HOSTILE,
      labelIds: ['g', 'd'],
      dueAt: Date.UTC(2026, 11, 24),
      dueDone: true,
      fields: { prio: 'hi' },
      description: `Notes ${HOSTILE}`,
      checklists: [
        {
          id: 'k',
          title: 'Steps',
          items: [
            { id: 'i', text: 'Dig', done: true },
            { id: 'j', text: 'Sow', done: false },
          ],
        },
      ],
    }),
    sampleCard({ id: 'c2', listId: 'l2', title: 'In an archived list' }),
    sampleCard({ id: 'c3', title: 'Archived card', archivedAt: 7 }),
  ];
  const { file } = buildLanesExport(
    { board, lists, cards, comments: [], attachments: [link('a1', 'https://example.com/a?b=1&c=2')] },
    0,
  );
  return snapshotHtml(file, words);
}

describe('a board snapshot page', () => {
  const html = page();

  it('runs nothing and fetches nothing: no script, and a policy that forbids both', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    // No event handler attribute in any tag (the text "onerror=" stays, escaped, inside the card's title).
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:;`);
  });

  it('shows what people typed as text, escaped', () => {
    expect(html).toContain(
      '<h3>&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;&quot;&#39;&amp;</h3>',
    );
    expect(html).toContain('<title>Garden &lt;img');
    expect(html).toContain('>Out &lt;img src=x');
    expect(html).toContain('<p class="desc">Line one\nLine two</p>');
  });

  it('shows the open lists and cards with their labels, dates, field values, checklists and links', () => {
    expect(html).toContain('aria-label="To do"');
    expect(html).not.toContain('Old');
    expect(html).not.toContain('Archived card');
    expect(html).toContain('Due DATE(2026-12-24) · done');
    expect(html).toContain('Priority: High');
    expect(html).toContain('Steps 1/2');
    expect(html).toContain('<li>☑ Dig</li><li>☐ Sow</li>');
    expect(html).toContain(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow">Link a1</a>',
    );
    expect(html).toContain('Read-only snapshot made on Nov 28, 2026 with Lanes.');
  });

  it("draws labels in the app's colours, Trello's dark shades in white text", () => {
    expect(html).toContain('<span class="chip" style="background:#4bce97;color:#172b4d">Out');
    expect(html).toContain('<span class="chip" style="background:#1f845a;color:#ffffff">Deep</span>');
  });
});
