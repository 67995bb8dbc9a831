/** How the dev server reads a changed file, and how it reports what it rebuilt. */
import path from 'node:path';
import type { ChangeSet, UpdateResult } from '../../src/build/site.ts';

/**
 * What a change to `rel` (relative to the project root) needs:
 * a ChangeSet the running build process can apply, 'restart' for code the
 * server imports (fresh modules: a new build process), or undefined to ignore.
 */
export function classifyChange(rel: string): ChangeSet | 'restart' | undefined {
  const p = rel.split(path.sep).join('/');
  const base = p.split('/').pop() ?? '';
  // Editor droppings and atomic-write temporaries.
  if (!base || base.startsWith('.') || base.endsWith('~') || /\.(swp|swx|tmp)$/.test(base) || /^\d+$/.test(base)) return undefined;
  if (p.startsWith('content/images/')) return { images: [p.slice('content/images/'.length)] };
  if (p.startsWith('content/')) return { content: true };
  if (p.startsWith('styles/')) return { styles: true };
  // The chrome script and the island runtime are bundled for the browser only; the server never imports them.
  if (p.startsWith('src/client/')) return { scripts: true };
  if (p.startsWith('src/') || p === 'build.ts') return 'restart';
  return undefined;
}

export function mergeChanges(a: ChangeSet, b: ChangeSet): ChangeSet {
  const images = [...new Set([...(a.images ?? []), ...(b.images ?? [])])];
  return {
    content: a.content || b.content || undefined,
    styles: a.styles || b.styles || undefined,
    scripts: a.scripts || b.scripts || undefined,
    images: images.length ? images : undefined,
  };
}

export function isEmptyChange(c: ChangeSet): boolean {
  return !c.content && !c.styles && !c.scripts && !c.images?.length;
}

const list = (items: string[], max = 6) => (items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} and ${items.length - max} more`);

/** One line: what was rewritten and how long the whole update took. */
export function describeUpdate(r: UpdateResult, ms: number): string {
  const parts: string[] = [];
  if (r.written.length) parts.push(`${r.written.length} page${r.written.length === 1 ? '' : 's'} (${list(r.written)})`);
  if (r.removed.length) parts.push(`removed ${list(r.removed)}`);
  if (r.hostFiles.length) parts.push(list(r.hostFiles));
  if (r.images.encoded) parts.push(`${r.images.encoded} image variants encoded`);
  const what = parts.length ? `rebuilt ${parts.join(' + ')}` : 'nothing changed in the output';
  const rendered = r.written.length + r.unchanged.length;
  return `${r.assetsChanged ? 'assets changed: ' : ''}${what}; ${rendered} rendered, in ${Math.round(ms)} ms`;
}
