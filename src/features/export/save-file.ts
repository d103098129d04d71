/** Hands a text file to the browser as a download, and names export files. */

/**
 * Starts a download of `text` as `fileName` with MIME type `type`. CSV gets a UTF-8 byte order mark so that Excel
 * reads accents right; other readers ignore it.
 */
export function saveTextFile(fileName: string, text: string, type: string): void {
  const bom = type.startsWith('text/csv') ? '\uFEFF' : '';
  const url = URL.createObjectURL(new Blob([bom, text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; free it once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Home renovation" exported on 15 May 2024 as JSON → "home-renovation-2024-05-15.lanes.json". */
export function exportFileName(title: string, at: Date, extension: 'lanes.json' | 'csv' | 'html'): string {
  const slug =
    title
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'board';
  const day = [at.getFullYear(), at.getMonth() + 1, at.getDate()].map((n) => String(n).padStart(2, '0'));
  return `${slug}-${day.join('-')}.${extension}`;
}
