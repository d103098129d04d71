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

describe('a board snapshot with inlined images', () => {
  const upload = (id: string, name: string): Attachment => ({
    ...link(id, ''),
    name,
    url: null,
    storagePath: `boards/b/cards/c1/${id}/${name}`,
    contentType: 'image/png',
    size: 68,
  });
  const PNG = 'data:image/png;base64,iVBORw0KGgo=';
  const build = (images: ReadonlyMap<string, string>) => {
    const { file } = buildLanesExport(
      {
        board: sampleBoard(),
        lists: [sampleList({ id: 'l1' })],
        cards: [sampleCard({ id: 'c1', title: 'Roses', coverAttachmentId: 'p1' })],
        comments: [],
        attachments: [upload('p1', 'cover.png'), upload('p2', `rose ${HOSTILE}.png`), upload('p3', 'x.png')],
      },
      0,
    );
    return snapshotHtml(file, words, images);
  };

  it('shows the cover on top and the other images with their names, escaped', () => {
    const html = build(
      new Map([
        ['p1', PNG],
        ['p2', PNG],
      ]),
    );
    expect(html).toContain(`<li class="card"><img class="cover-img" src="${PNG}" alt="">`);
    expect(html).toContain(`<figure><img src="${PNG}" alt="rose &lt;img src=x`);
    expect(html).not.toContain('<img src=x');
    // p3 was not inlined: nothing stands for it.
    expect(html).not.toContain('x.png');
  });

  it('takes nothing but an inline PNG, JPEG, GIF or WebP as an image', () => {
    for (const src of [
      'https://tracker.example/pixel.png',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html;base64,PGI+',
      `${PNG}" onerror="alert(1)`,
      'javascript:alert(1)',
    ]) {
      const html = build(new Map([['p1', src]]));
      expect(html).not.toContain('<img');
      expect(html).not.toContain(src);
    }
  });
});
