/**
 * Every photo an editor uploads gets a name no other file has: its own name,
 * cleaned to what content/images/ accepts (lower case, no spaces), and the
 * moment and a random tag. Decap 3.16 asks to replace a file of the same name
 * and deletes the old one at once, even when another entry uses it and the
 * new entry is never published; phones reuse names (IMG_0001.JPG), so that
 * question must never come. Uploads are renamed as they are prepared (uploads.ts).
 */

/** A name for an upload that collides with nothing: "img-0001-20261127-193000-4f2a.jpg". */
export function uniqueUploadName(
  original: string,
  now: Date = new Date(),
  tag: string = Math.random().toString(16).slice(2, 6),
): string {
  const dot = original.lastIndexOf('.');
  const ext = (dot > 0 ? original.slice(dot + 1) : '').toLowerCase();
  const stem = (dot > 0 ? original.slice(0, dot) : original)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return `${stem || 'photo'}-${stamp}-${tag}${ext ? `.${ext === 'jpeg' ? 'jpg' : ext}` : ''}`;
}
