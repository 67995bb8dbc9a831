/**
 * What each route read while it rendered, so that after a content edit the
 * dev server re-renders only the routes that read something that changed.
 *
 * Rendering is synchronous (renderToString), so one "current route" slot is
 * enough: `recording(deps, render)` points it at the route's set while the
 * route renders. A tracked view of the content notes reads into that slot:
 *  - "site", "tours", "gallery", ...  a top-level collection was read
 *  - "pages.<id>"                      one page's copy was read ("pages.*": all of them)
 *  - "blog[]"                          the blog list itself (which posts, in which order)
 *  - "blog#<id>"                       a post looked up by id (blogById)
 *  - "blog#<id>.<field>"               one field of one post ("blog#<id>.*": all fields)
 *  - "img:<src>"                       a processed image
 * `changedDeps(before, after)` names the same keys for what an edit changed;
 * a route re-renders when the two sets meet.
 */
import type { Content, BlogPost } from '../content/shapes.ts';
import type { ProcessedImage } from '../contract/image.ts';
import { note, type Deps } from '../contract/reads.ts';

const isIndex = (k: string | symbol): boolean => typeof k === 'string' && /^(0|[1-9][0-9]*)$/.test(k);

/** A view of `target` that notes `key(k)` for each property read (and tested, with `has`), and `all` when its keys are listed. */
function noting<T extends object>(target: T, key: (t: T, k: string) => string, all: (t: T) => string, has = true): T {
  return new Proxy(target, {
    get(t, k, r) {
      if (typeof k === 'string') note(key(t, k));
      return Reflect.get(t, k, r);
    },
    ...(has && {
      has(t: T, k: string | symbol) {
        if (typeof k === 'string') note(key(t, k));
        return Reflect.has(t, k);
      },
    }),
    ownKeys(t) {
      note(all(t));
      return Reflect.ownKeys(t);
    },
  });
}

/** A read-only view of `content` that notes what is read; values are the same objects (posts are wrapped). */
export function trackContent(content: Content): Content {
  const wrapped = new WeakMap<BlogPost, BlogPost>();
  const post = (p: BlogPost | undefined): BlogPost | undefined => {
    if (!p) return p;
    let w = wrapped.get(p);
    if (!w) {
      w = noting(
        p,
        (t, k) => `blog#${t.id}.${k}`,
        (t) => `blog#${t.id}.*`,
      );
      wrapped.set(p, w);
    }
    return w;
  };

  const blog = new Proxy(content.blog, {
    get(t, k, r) {
      if (isIndex(k)) {
        note('blog[]');
        return post(t[Number(k as string)]);
      }
      if (k === 'length') note('blog[]');
      return Reflect.get(t, k, r);
    },
    has(t, k) {
      note('blog[]');
      return Reflect.has(t, k);
    },
    ownKeys(t) {
      note('blog[]');
      return Reflect.ownKeys(t);
    },
  });

  // A Map can't sit behind a Proxy (its methods need the real object), so the lookup table is a noting subclass.
  class TrackedPosts extends Map<number, BlogPost> {
    override get(id: number) {
      note(`blog#${id}`);
      return post(super.get(id));
    }
    override has(id: number) {
      note(`blog#${id}`);
      return super.has(id);
    }
    override get size() {
      note('blog[]');
      return super.size;
    }
    override *entries(): MapIterator<[number, BlogPost]> {
      note('blog[]');
      for (const [k, v] of super.entries()) yield [k, post(v)!];
    }
    override *values(): MapIterator<BlogPost> {
      note('blog[]');
      for (const v of super.values()) yield post(v)!;
    }
    override keys(): MapIterator<number> {
      note('blog[]');
      return super.keys();
    }
    override [Symbol.iterator]() {
      return this.entries();
    }
    override forEach(fn: (v: BlogPost, k: number, m: Map<number, BlogPost>) => void, thisArg?: unknown) {
      for (const [k, v] of this.entries()) fn.call(thisArg, v, k, this);
    }
  }
  const blogById = content.blogById ? new TrackedPosts(content.blogById) : undefined;

  const pages = noting(
    content.pages,
    (_, k) => `pages.${k}`,
    () => 'pages.*',
    false,
  );

  return new Proxy(content, {
    get(t, k, r) {
      if (k === 'blog') return blog;
      if (k === 'blogById') return blogById;
      if (k === 'pages') return pages;
      if (typeof k === 'string') note(k);
      return Reflect.get(t, k, r);
    },
    ownKeys(t) {
      note('*');
      return Reflect.ownKeys(t);
    },
  });
}

/** The processed images, noting which ones a route shows. */
export class TrackedImages extends Map<string, ProcessedImage> {
  override get(src: string) {
    note(`img:${src}`);
    return super.get(src);
  }
  override has(src: string) {
    note(`img:${src}`);
    return super.has(src);
  }
}

/** JSON of a value with Maps and Sets spelled out, for comparing content. */
export function fingerprint(value: unknown): string {
  return (
    JSON.stringify(value, (_k, v: unknown) => {
      if (v instanceof Map) return { '@map': [...v.entries()] };
      if (v instanceof Set) return { '@set': [...v].sort() };
      return v;
    }) ?? 'undefined'
  );
}

/** The dependency keys whose values differ between two loads of the content. */
export function changedDeps(before: Content, after: Content): Deps {
  const changed: Deps = new Set();
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const k of keys) {
    if (k === 'blog' || k === 'blogById' || k === 'pages') continue;
    const [a, b] = [before, after].map((c) => (c as unknown as Record<string, unknown>)[k]);
    if (a !== b && fingerprint(a) !== fingerprint(b)) changed.add(k);
  }
  if (changed.size) changed.add('*');

  const pageIds = new Set([...Object.keys(before.pages), ...Object.keys(after.pages)]) as Set<keyof Content['pages']>;
  for (const id of pageIds) {
    if (fingerprint(before.pages[id]) !== fingerprint(after.pages[id])) changed.add(`pages.${id}`).add('pages.*');
  }

  if (before.blog.map((p) => p.id).join() !== after.blog.map((p) => p.id).join()) changed.add('blog[]');
  const old = new Map(before.blog.map((p) => [p.id, p]));
  const now = new Map(after.blog.map((p) => [p.id, p]));
  for (const id of new Set([...old.keys(), ...now.keys()])) {
    const a = old.get(id) as Record<string, unknown> | undefined;
    const b = now.get(id) as Record<string, unknown> | undefined;
    if (!a || !b) {
      changed.add(`blog#${id}`).add(`blog#${id}.*`);
      continue;
    }
    // The loader keeps an unchanged file's post as the very same object.
    if (a === b) continue;
    for (const field of new Set([...Object.keys(a), ...Object.keys(b)])) {
      // The loader reuses the parsed values of unchanged files, so most fields are the very same value.
      if (a[field] !== b[field] && fingerprint(a[field]) !== fingerprint(b[field]))
        changed.add(`blog#${id}.${field}`).add(`blog#${id}.*`);
    }
  }
  return changed;
}

/** True when a route that read `deps` must render again after `changed`. */
export function affected(deps: Deps, changed: Deps): boolean {
  for (const d of changed) if (deps.has(d)) return true;
  return false;
}
