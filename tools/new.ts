/**
 * npm run new: starts a content file with every required field, so an
 * editor fills in blanks instead of copying another file.
 *
 *   npm run new -- post "A Cat on the Ferry"     content/blog/17-a-cat-on-the-ferry.md (next free id, today's date)
 *   npm run new -- tour greenwich-village        content/tours/greenwich-village.md (next free order)
 *
 * What the editor must still write is marked "TODO:" (and the photo is
 * content/images/placeholder.jpg, the FareHarbor item 0): `npm run dev` shows
 * the new page marked unfinished, and `npm run build` refuses to publish it
 * until every placeholder is replaced.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContentError, formatIssue } from '../src/content/loader.ts';
import { loadSiteContent } from '../src/pipeline/content.ts';
import { parseFrontMatter } from '../src/content/frontMatter.ts';
import { PLACEHOLDER_IMAGE } from '../src/content/schema.ts';
import { dayIn, today as todayIn } from '../src/lib/today.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** "A Cat on the Ferry!" -> "a-cat-on-the-ferry". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** "greenwich-village" -> "Greenwich Village". */
const titleCase = (slug: string) =>
  slug.replace(/(^|-)([a-z])/g, (_m, sep: string, c: string) => (sep ? ' ' : '') + c.toUpperCase());

/**
 * Today as the build counts it, YYYY-MM-DD: in the company's time zone (site.json timeZone), since a post dated later
 * waits for its day; the editor's own zone would date a post written late in the evening in Europe a day too late.
 */
function today(contentDir: string): string {
  let timeZone = 'UTC';
  try {
    timeZone =
      (JSON.parse(readFileSync(path.join(contentDir, 'site.json'), 'utf8')) as { timeZone?: string }).timeZone ??
      timeZone;
    return todayIn(timeZone);
  } catch {
    return dayIn('UTC'); // a broken site.json: the build says so
  }
}

/** Front matter of every .md file in a folder, drafts and broken files included (a new id must not collide with any). */
function frontMatters(dir: string): { name: string; data: Record<string, unknown> }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.endsWith('.md'))
    .map((name) => ({ name, data: parseFrontMatter(readFileSync(path.join(dir, name), 'utf8')).file?.data ?? {} }));
}

const quote = (s: string) => JSON.stringify(s);

/** The blog's category names, as declared in content/pages/blog.json (none if it can't be read: the build then says why). */
function categoryNames(contentDir: string): string[] {
  try {
    const copy = JSON.parse(readFileSync(path.join(contentDir, 'pages', 'blog.json'), 'utf8')) as {
      categories?: { name?: unknown }[];
    };
    return (copy.categories ?? []).map((c) => c.name).filter((n): n is string => typeof n === 'string');
  } catch {
    return [];
  }
}

export function newPost(contentDir: string, title: string): string {
  const dir = path.join(contentDir, 'blog');
  const ids = frontMatters(dir).map(({ name, data }) =>
    typeof data.id === 'number' ? data.id : Number(/^\d+/.exec(name)?.[0] ?? 0),
  );
  const id = Math.max(0, ...ids) + 1;
  const file = path.join(dir, `${String(id).padStart(2, '0')}-${slugify(title) || 'post'}.md`);
  const categories = categoryNames(contentDir);
  const text = `---
id: ${id}                      # the post lives at /blog/${id}
title: ${quote(title)}
excerpt: "TODO: one or two sentences for the card and search results."
image: ${PLACEHOLDER_IMAGE}     # TODO: put the photo under content/images/blog/ and write its path, e.g. blog/ferry.jpg
imageAlt: "TODO: what the photo shows, for visitors who cannot see it."
date: ${today(contentDir)}
author: "TODO: your name"
category: ${quote(categories[0] ?? 'TODO: a category')}      # one of the categories in content/pages/blog.json: ${categories.join(', ')}
tags: []                    # e.g. [ferry, ship-cats]
# draft: true               # uncomment to keep working on it: npm run dev shows it, npm run build leaves it out
---
TODO: write the post in Markdown. ## Subheadings, **bold**, lists, [links to pages](/tours),
and photos from content/images/ written like this: \`![A tabby on the ferry](blog/ferry.jpg "Optional caption")\`
`;
  return write(file, text);
}

export function newTour(contentDir: string, slug: string, defaultMaxGroup: number): string {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
    throw new Error(`"${slug}" is not a tour slug: use lower-case words joined by hyphens, e.g. greenwich-village`);
  const dir = path.join(contentDir, 'tours');
  const tours = frontMatters(dir);
  if (tours.some(({ name }) => name === `${slug}.md`)) throw new Error(`A tour "${slug}" exists already`);
  const order = Math.max(0, ...tours.map(({ data }) => (typeof data.order === 'number' ? data.order : 0))) + 1;
  const name = titleCase(slug);
  const file = path.join(dir, `${slug}.md`);
  // The file's name is the tour's address: /tours/${slug}.
  const text = `---
order: ${order}                 # position in tour lists and the menu: lower comes first
title: "${name} Historical Cat Tour"
shortTitle: "${name}"  # the name in the Tours menu
teaser: "TODO: a one-line hook for the tour card."
description: "TODO: two or three sentences for the tour card."
image: ${PLACEHOLDER_IMAGE}      # TODO: the card photo, e.g. tours/${slug}.jpg
imageAlt: "TODO: what the photo shows."
featured: false
itemId: 0                # TODO: the tour's FareHarbor item id (0 cannot be published)
kind: public
maxGroup: ${defaultMaxGroup}              # group maximum; copy in this file can quote it as {maxGroup}
schedule: "TODO: e.g. Saturdays at 11:00 AM, April to November"
meetingPoint: "TODO: the general area; the exact spot comes with the booking."
hero:
  title: "${name} Historical Cat Tour"
  subtitle: "TODO: one sentence under the title, e.g. {duration}, {distance} and …"
  image: ${PLACEHOLDER_IMAGE}    # TODO: a wide photo, e.g. heroes/${slug}.jpg
  imageAlt: "TODO: what the photo shows."
  height: large
  primaryButton:
    text: "Check Availability & Book"
    href: "/tours/${slug}#book-now"
stops:
  - title: "TODO: first stop"
    description: "TODO: what guests see and hear there."
galleryIds: []           # ids from content/gallery.json
testimonials: []
faqs: []
seoDescription: "TODO: about 150 characters for search results, e.g. A {durationHours}-hour cat-history walk … {perPerson} per person."
# draft: true            # uncomment to keep working on it: npm run dev shows it, npm run build leaves it out
---
TODO: describe the tour in Markdown. Fact tokens keep numbers right: the walk takes about **{duration}**,
covers about **{distance}**, groups are limited to **{maxGroup} guests** and tickets are **{perPerson} per person**.
`;
  return write(file, text);
}

/** A page of its own, written in Markdown: its file name (from the title) is its address. */
export function newPage(contentDir: string, title: string): string {
  const name = slugify(title);
  if (!name) throw new Error(`"${title}" gives the page no address: use words, e.g. "Cancellation Policy"`);
  const file = path.join(contentDir, 'pages', `${name}.md`);
  const text = `---
title: ${quote(title)}      # the page lives at /${name}
description: "TODO: one or two sentences for search results and link previews."
# hero:                   # optional: a banner at the top instead of the plain title
#   title: ${quote(title)}
#   image: heroes/${name}.jpg
#   imageAlt: "What the photo shows."
# draft: true             # uncomment to keep working on it: npm run dev shows it, npm run build leaves it out
---
TODO: write the page in Markdown. ## Section headings, **bold**, lists, [links to pages](/contact),
and photos from content/images/ written like this: \`![A tabby on the ferry](misc/ferry.jpg "Optional caption")\`
`;
  return write(file, text);
}

function write(file: string, text: string): string {
  if (existsSync(file)) throw new Error(`${path.relative(ROOT, file)} exists already`);
  writeFileSync(file, text);
  return file;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  // --content DIR: another content folder (tests use a copy).
  const at = argv.indexOf('--content');
  const contentDir = at >= 0 ? path.resolve(argv.splice(at, 2)[1]) : path.join(ROOT, 'content');
  const [kind, ...rest] = argv;
  const arg = rest.join(' ').trim();
  const usage =
    'Usage: npm run new -- post "A Cat on the Ferry"   or   npm run new -- tour greenwich-village   or   npm run new -- page "Cancellation Policy"';
  if (!arg || (kind !== 'post' && kind !== 'tour' && kind !== 'page')) {
    console.error(usage);
    process.exitCode = 1;
    return;
  }
  try {
    const site = JSON.parse(readFileSync(path.join(contentDir, 'site.json'), 'utf8')) as {
      claims?: { defaultMaxGroup?: number };
    };
    const file =
      kind === 'post'
        ? newPost(contentDir, arg)
        : kind === 'page'
          ? newPage(contentDir, arg)
          : newTour(contentDir, arg, site.claims?.defaultMaxGroup ?? 12);
    const rel = path.posix.join('content', path.relative(contentDir, file).split(path.sep).join('/'));
    console.log(`Wrote ${rel}.`);
    // The new file must be valid as written: a preview load (what npm run dev does) takes it.
    try {
      loadSiteContent(contentDir, { preview: true });
    } catch (e) {
      if (!(e instanceof ContentError)) throw e;
      const own = e.issues.filter((i) => i.file === rel.split(path.sep).join('/'));
      if (own.length) console.error(`It has problems to fix:\n${own.map(formatIssue).join('\n')}`);
    }
    console.log(
      'Replace every "TODO:" (and placeholder.jpg) in it; npm run dev shows it marked unfinished until then, and npm run build will not publish it.',
    );
  } catch (e) {
    console.error((e as Error).message);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
