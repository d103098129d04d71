/**
 * A board as one self-contained, read-only HTML page (issue 27 item 3, "Publish a snapshot…"): a public board for
 * people with no server — it opens from disk or any static host, with no script and nothing fetched from elsewhere.
 * Its own Content-Security-Policy (`default-src 'none'`) keeps it so even if a value slipped past the escaping.
 * Shows the open lists and cards with labels, dates, checklists, custom field values, descriptions (as plain text),
 * web links, and the uploaded images the caller inlined (`images`: covers and image attachments, within
 * SNAPSHOT_IMAGE_MAX_BYTES each and SNAPSHOT_IMAGES_MAX_BYTES in all); not comments, members or other files. Pure.
 */
import type { LanesExport } from './lanes-format';
import { colorOf as paletteColor, labelColors } from '../palette';

/** An uploaded image inlined in the page at most this big (bytes): a photo from a phone, not a poster. */
export const SNAPSHOT_IMAGE_MAX_BYTES = 1_000_000;
/** All inlined images together at most this big (bytes), so the page still opens quickly and mails as one file. */
export const SNAPSHOT_IMAGES_MAX_BYTES = 10_000_000;

/** Attachment id → the image's `data:image/…` URL, for the attachments the caller inlines. */
export type SnapshotImages = ReadonlyMap<string, string>;

/** `url` if it is an inline image (`data:image/png|jpeg|gif|webp;base64,…`): nothing else becomes a src. */
function inlineImage(url: string | undefined): string | null {
  return url !== undefined && /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]*=*$/.test(url)
    ? url
    : null;
}

/** The words and formats of the page, in the reader's language (the caller's i18n). */
export interface SnapshotWords {
  /** BCP 47 language of the page (`<html lang>`). */
  lang: string;
  /** The line under the board, e.g. "Read-only snapshot made on 28 Nov 2026 with Lanes." */
  footer: string;
  /** "Due", before a due date. */
  due: string;
  /** "done", after a due date marked complete. */
  done: string;
  /** An ISO time as the reader writes a date (and time where it has one). */
  formatDate: (iso: string) => string;
  /** The text of a checkbox field's value. */
  yes: string;
  no: string;
}

/** Label, option and cover colours by name (the app's palette); no name shows grey. */
const colorOf = (name: string | null | undefined): string => paletteColor(name ?? '');
/** A label chip's colours: the app's, a text colour that reads on it included (white on the dark shades). */
function chipStyle(name: string): string {
  const colors = labelColors(name);
  return `background:${colors.background};color:${colors.text}`;
}

/** `text` safe inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** `url` if it is an http(s) link, else null: nothing else becomes an href (web-url.ts's rule, checked again). */
function webLink(url: string | null): string | null {
  if (url === null) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;
color:#172b4d;background:#f1f2f4}header{padding:16px 20px 4px}h1{margin:0 0 4px;font-size:22px;overflow-wrap:anywhere}
.desc{white-space:pre-wrap;overflow-wrap:anywhere;margin:4px 0;color:#44546f}
.lists{display:flex;gap:12px;align-items:flex-start;overflow-x:auto;padding:12px 20px}
.list{flex:0 0 272px;max-width:85vw;background:#e2e4e9;border-radius:10px;padding:8px}
.list h2{font-size:15px;margin:4px 6px 8px;overflow-wrap:anywhere}.count{color:#626f86;font-weight:normal}
.cards{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.card{background:#fff;border-radius:8px;padding:8px 10px;box-shadow:0 1px 1px #091e4240}
.card h3{font-size:14px;font-weight:500;margin:2px 0;overflow-wrap:anywhere}
.chips{display:flex;flex-wrap:wrap;gap:4px}.chip{border-radius:4px;padding:0 6px;font-size:12px;font-weight:600;color:#172b4d}
.meta{font-size:12px;color:#44546f;margin:4px 0 0}ul.items,ul.links{margin:4px 0 0;padding-left:18px;font-size:13px}
ul.items{list-style:none;padding-left:2px}
.cover{height:8px;border-radius:4px;margin-bottom:6px}.cover-img,figure img{display:block;max-width:100%;height:auto;border-radius:4px}
.cover-img{margin:-2px 0 6px}figure{margin:6px 0 0}figcaption{font-size:12px;color:#44546f;overflow-wrap:anywhere}footer{padding:8px 20px 20px;color:#626f86;font-size:12px}
a{color:#0c66e4;overflow-wrap:anywhere}`;

/** The page for board file `file` (open lists and cards, in board order), in `words`' language. */
export function snapshotHtml(
  file: LanesExport,
  words: SnapshotWords,
  images: SnapshotImages = new Map(),
): string {
  const e = escapeHtml;
  const labels = new Map(file.board.labels.map((label) => [label.id, label]));
  const fields = file.board.customFields;
  const links = new Map<string, { name: string; url: string }[]>();
  for (const attachment of file.attachments) {
    const url = webLink(attachment.url);
    if (url)
      links.set(attachment.cardId, [...(links.get(attachment.cardId) ?? []), { name: attachment.name, url }]);
  }
  const pictures = new Map<string, { id: string; name: string; src: string }[]>();
  for (const attachment of file.attachments) {
    const src = inlineImage(images.get(attachment.id));
    if (src)
      pictures.set(attachment.cardId, [
        ...(pictures.get(attachment.cardId) ?? []),
        { id: attachment.id, name: attachment.name, src },
      ]);
  }
  const openLists = file.lists.filter((list) => list.archivedAt === null);
  const cardsOf = (listId: string) =>
    file.cards.filter((card) => card.listId === listId && card.archivedAt === null && !card.isTemplate);

  const fieldText = (field: (typeof fields)[number], value: unknown): string | null => {
    if (value === undefined || value === null || value === '') return null;
    if (field.type === 'dropdown') return field.options.find((o) => o.id === value)?.name ?? null;
    if (field.type === 'checkbox') return value === true ? words.yes : words.no;
    if (field.type === 'date' && typeof value === 'string') return words.formatDate(value);
    return String(value);
  };

  const card = (c: LanesExport['cards'][number]): string => {
    const chips = c.labelIds
      .map((id) => labels.get(id))
      .filter((label) => label !== undefined)
      .map((label) => `<span class="chip" style="${chipStyle(label.color)}">${e(label.name || ' ')}</span>`)
      .join('');
    const due = c.dueAt
      ? `<p class="meta">${e(words.due)} ${e(words.formatDate(c.dueAt))}${c.dueDone ? ` · ${e(words.done)}` : ''}</p>`
      : '';
    const values = fields
      .map((field) => [field, fieldText(field, c.fields[field.id])] as const)
      .filter(([, text]) => text !== null)
      .map(([field, text]) => `${e(field.name)}: ${e(text ?? '')}`);
    const checklists = c.checklists
      .map((list) => {
        const done = list.items.filter((item) => item.done).length;
        const items = list.items.map((item) => `<li>${item.done ? '☑' : '☐'} ${e(item.text)}</li>`).join('');
        return `<p class="meta">${e(list.title)} ${done}/${list.items.length}</p><ul class="items">${items}</ul>`;
      })
      .join('');
    const cardLinks = (links.get(c.id) ?? [])
      .map(
        (link) => `<li><a href="${e(link.url)}" rel="noopener noreferrer nofollow">${e(link.name)}</a></li>`,
      )
      .join('');
    const shown = pictures.get(c.id) ?? [];
    const coverImage = shown.find((picture) => picture.id === c.coverAttachmentId);
    const cover = coverImage
      ? `<img class="cover-img" src="${coverImage.src}" alt="">`
      : c.coverColor
        ? `<div class="cover" style="background:${colorOf(c.coverColor)}"></div>`
        : '';
    const figures = shown
      .filter((picture) => picture !== coverImage)
      .map(
        (picture) =>
          `<figure><img src="${picture.src}" alt="${e(picture.name)}"><figcaption>${e(picture.name)}</figcaption></figure>`,
      )
      .join('');
    return (
      `<li class="card">${cover}` +
      (chips ? `<div class="chips">${chips}</div>` : '') +
      `<h3>${e(c.title)}</h3>${due}` +
      (values.length > 0 ? `<p class="meta">${values.join(' · ')}</p>` : '') +
      (c.description ? `<p class="desc">${e(c.description)}</p>` : '') +
      checklists +
      (cardLinks ? `<ul class="links">${cardLinks}</ul>` : '') +
      figures +
      '</li>'
    );
  };

  const lists = openLists
    .map((list) => {
      const cards = cardsOf(list.id);
      return (
        `<section class="list" aria-label="${e(list.title)}"><h2>${e(list.title)} ` +
        `<span class="count">${cards.length}</span></h2><ul class="cards">${cards.map(card).join('')}</ul></section>`
      );
    })
    .join('');
  return (
    `<!doctype html><html lang="${e(words.lang)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; ` +
    `img-src data:; base-uri 'none'; form-action 'none'">` +
    '<meta name="robots" content="noindex"><meta name="generator" content="Lanes">' +
    `<title>${e(file.board.title)}</title><style>${STYLE}</style></head><body>` +
    `<header><h1>${e(file.board.title)}</h1>${file.board.description ? `<p class="desc">${e(file.board.description)}</p>` : ''}</header>` +
    `<main class="lists">${lists}</main><footer>${e(words.footer)}</footer></body></html>\n`
  );
}
