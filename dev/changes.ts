/** How the dev server reads a changed file, and how it reports what it rebuilt. */
import path from 'node:path';
import type { ChangeSet, UpdateResult } from '../src/pipeline/devSession.ts';

/**
 * What a change to `rel` (relative to the project root) needs:
 * a ChangeSet the running build process can apply, 'restart' for code the
 * server imports (fresh modules: a new build process), or undefined to ignore.
 */
export function classifyChange(rel: string): ChangeSet | 'restart' | undefined {
  const p = rel.split(path.sep).join('/');
  const base = p.split('/').pop() ?? '';
  // Editor droppings and atomic-write temporaries.
  if (!base || base.startsWith('.') || base.endsWith('~') || /\.(swp|swx|tmp)$/.test(base) || /^\d+$/.test(base))
    return undefined;
  if (p.startsWith('content/images/')) return { images: [p.slice('content/images/'.length)] };
  if (p.startsWith('content/')) return { content: true };
  // A component's CSS beside it (or the global CSS in src/styles): the CSS is rebuilt and every page rendered again, in place.
  if (p.startsWith('src/') && p.endsWith('.css')) return { styles: true };
  // The chrome script and the island runtime are bundled for the browser only; the server never imports them.
  if (p.startsWith('src/client/')) return { scripts: true };
  if (p.startsWith('src/') || p === 'build.ts') return 'restart';
  return undefined;
}

export interface ProjectDirs {
  /** The project root holding src/ and build.ts. */
  root: string;
  /** The content folder, which --content may put anywhere. */
  contentDir: string;
}

/**
 * What a batch of changed files (absolute paths, as the watcher reports them)
 * needs: the ChangeSet to apply, carrying every content file so the build
 * process reads each one again, and whether code changed that needs a new
 * build process.
 */
export function changesFor(files: Iterable<string>, dirs: ProjectDirs): { change: ChangeSet; restart: boolean } {
  let change: ChangeSet = {};
  let restart = false;
  for (const file of files) {
    const inContent = file.startsWith(dirs.contentDir + path.sep);
    // Named as if under content/ even when --content points elsewhere.
    const rel = inContent ? path.join('content', path.relative(dirs.contentDir, file)) : path.relative(dirs.root, file);
    const kind = classifyChange(rel);
    if (kind === 'restart') restart = true;
    else if (kind) change = mergeChanges(change, inContent ? { ...kind, files: [file] } : kind);
  }
  return { change, restart };
}

const union = (a: string[] | undefined, b: string[] | undefined) => {
  const all = [...new Set([...(a ?? []), ...(b ?? [])])];
  return all.length ? all : undefined;
};

/** Both changes in one: what a change arriving while the build process is busy is folded into. */
export function mergeChanges(a: ChangeSet, b: ChangeSet): ChangeSet {
  return {
    content: a.content || b.content || undefined,
    styles: a.styles || b.styles || undefined,
    scripts: a.scripts || b.scripts || undefined,
    images: union(a.images, b.images),
    files: union(a.files, b.files),
  };
}

export function isEmptyChange(c: ChangeSet): boolean {
  return !c.content && !c.styles && !c.scripts && !c.images?.length && !c.files?.length;
}

const list = (items: string[], max = 6) =>
  items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} and ${items.length - max} more`;

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
