/** npm run new -- post "A Cat on the Ferry" | tour greenwich-village | page "Cancellation Policy": a new file, what is left marked TODO. */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { ContentError, formatIssue } from '../src/content/load/loader.ts';
import { loadSiteContent } from '../src/pipeline/content.ts';
import { parseFrontMatter } from '../src/content/frontMatter.ts';
import { blogPostSchema } from '../src/content/schema/posts.ts';
import { markdownPageSchema } from '../src/content/schema/pages.ts';
import { PLACEHOLDER_IMAGE } from '../src/content/schema/fields.ts';
import { tourSchema } from '../src/content/schema/tours.ts';
import { frontMatterToFile } from '../src/client/admin/formats.ts';
import { cmsJsonSchema, objectFields } from '../src/pipeline/admin/fields.ts';
import { today as todayIn } from '../src/lib/today.ts';
import { ROOT } from './cli.ts';

/** "A Cat on the Ferry!" -> "a-cat-on-the-ferry". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const titleCase = (slug: string) =>
  slug.replace(/(^|-)([a-z])/g, (_m, sep: string, c: string) => (sep ? ' ' : '') + c.toUpperCase());

/** A JSON file of content, or undefined when it cannot be read (the build then says why). */
function json<T>(contentDir: string, file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path.join(contentDir, file), 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Front matter of every .md file in a folder, drafts and broken files included (a new id must not collide with any). */
function frontMatters(dir: string): { name: string; data: Record<string, unknown> }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.endsWith('.md'))
    .map((name) => ({ name, data: parseFrontMatter(readFileSync(path.join(dir, name), 'utf8')).file?.data ?? {} }));
}

const notes = new Map<string, string[]>();
const DRAFT_NOTE = 'To keep working on it, add "draft: true": npm run dev shows it, npm run build leaves it out.';

/** Written as the CMS writes it, so saving it unchanged there changes nothing: no comments, which it would drop (`notes`). */
function write(file: string, schema: z.ZodType, data: Record<string, unknown>, body: string, said: string[]): string {
  if (existsSync(file)) throw new Error(`${path.relative(ROOT, file)} exists already`);
  const form = objectFields(cmsJsonSchema(schema), { imagesRoot: '', imageFolder: () => '' });
  writeFileSync(file, frontMatterToFile({ ...data, body }, form));
  notes.set(file, [...said, DRAFT_NOTE]);
  return file;
}

export function newPost(contentDir: string, title: string): string {
  const dir = path.join(contentDir, 'blog');
  const ids = frontMatters(dir).map(({ name, data }) =>
    typeof data.id === 'number' ? data.id : Number(/^\d+/.exec(name)?.[0] ?? 0),
  );
  const id = Math.max(0, ...ids) + 1;
  const file = path.join(dir, `${String(id).padStart(2, '0')}-${slugify(title) || 'post'}.md`);
  const declared = json<{ categories?: { name?: unknown }[] }>(contentDir, path.join('pages', 'blog.json'))?.categories;
  const categories = (Array.isArray(declared) ? declared : []).flatMap((c) =>
    typeof c?.name === 'string' ? [c.name] : [],
  );
  const data = {
    id,
    title,
    excerpt: 'TODO: one or two sentences for the card and search results.',
    image: PLACEHOLDER_IMAGE,
    imageAlt: 'TODO: what the photo shows, for visitors who cannot see it.',
    // Today in the company's time zone, as the build counts it: a post dated later waits for its day.
    date: todayIn(json<{ timeZone?: string }>(contentDir, 'site.json')?.timeZone ?? 'UTC'),
    author: 'TODO: your name',
    category: categories[0] ?? 'TODO: a category',
    tags: [],
  };
  const body = `TODO: write the post in Markdown. ## Subheadings, **bold**, lists, [links to pages](/tours),
and photos from content/images/ written like this: \`![A tabby on the ferry](blog/ferry.jpg "Optional caption")\`
`;
  return write(file, blogPostSchema, data, body, [
    `The post lives at /blog/${id}.`,
    `Put the photo under content/images/blog/ and write its path in image, e.g. blog/ferry.jpg.`,
    `category is one of the categories in content/pages/blog.json: ${categories.join(', ')}.`,
  ]);
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
  const data = {
    order,
    title: `${name} Historical Cat Tour`,
    shortTitle: name,
    teaser: 'TODO: a one-line hook for the tour card.',
    description: 'TODO: two or three sentences for the tour card.',
    image: PLACEHOLDER_IMAGE,
    imageAlt: 'TODO: what the photo shows.',
    featured: false,
    itemId: 0,
    kind: 'public',
    maxGroup: defaultMaxGroup,
    schedule: 'TODO: e.g. Saturdays at 11:00 AM, April to November',
    meetingPoint: 'TODO: the general area; the exact spot comes with the booking.',
    hero: {
      title: `${name} Historical Cat Tour`,
      subtitle: 'TODO: one sentence under the title, e.g. {duration}, {distance} and …',
      image: PLACEHOLDER_IMAGE,
      imageAlt: 'TODO: what the photo shows.',
      height: 'large',
      primaryButton: { text: 'Check Availability & Book', href: `/tours/${slug}#book-now` },
    },
    stops: [{ title: 'TODO: first stop', description: 'TODO: what guests see and hear there.' }],
    galleryIds: [],
    testimonials: [],
    faqs: [],
    seoDescription:
      'TODO: about 150 characters for search results, e.g. A {durationHours}-hour cat-history walk … {perPerson} per person.',
  };
  const body = `TODO: describe the tour in Markdown. Fact tokens keep numbers right: the walk takes about **{duration}**,
covers about **{distance}**, groups are limited to **{maxGroup} guests** and tickets are **{perPerson} per person**.
`;
  return write(file, tourSchema, data, body, [
    `The tour lives at /tours/${slug} (its file name); order places it in tour lists and the menu, lower first.`,
    `Put its photos under content/images/ and write their paths, e.g. tours/${slug}.jpg and heroes/${slug}.jpg.`,
    'itemId is its FareHarbor item id (0 cannot be published); galleryIds are ids from content/gallery.json; copy in the file can quote maxGroup as {maxGroup}.',
  ]);
}

/** A page of its own, written in Markdown: its file name (from the title) is its address. */
export function newPage(contentDir: string, title: string): string {
  const name = slugify(title);
  if (!name) throw new Error(`"${title}" gives the page no address: use words, e.g. "Cancellation Policy"`);
  const file = path.join(contentDir, 'pages', `${name}.md`);
  const data = { title, description: 'TODO: one or two sentences for search results and link previews.' };
  const body = `TODO: write the page in Markdown. ## Section headings, **bold**, lists, [links to pages](/contact),
and photos from content/images/ written like this: \`![A tabby on the ferry](misc/ferry.jpg "Optional caption")\`
`;
  return write(file, markdownPageSchema, data, body, [
    `The page lives at /${name}.`,
    `For a banner at the top instead of the plain title, add a hero (title, image such as heroes/${name}.jpg, imageAlt).`,
  ]);
}

function main(argv: string[]): void {
  // --content DIR: another content folder (tests use a copy).
  const at = argv.indexOf('--content');
  const contentDir = at >= 0 ? path.resolve(argv.splice(at, 2)[1]) : path.join(ROOT, 'content');
  const [kind, ...rest] = argv;
  const arg = rest.join(' ').trim();
  if (!arg || (kind !== 'post' && kind !== 'tour' && kind !== 'page')) {
    console.error(
      'Usage: npm run new -- post "A Cat on the Ferry"   or   npm run new -- tour greenwich-village   or   npm run new -- page "Cancellation Policy"',
    );
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
    const said = notes.get(file)!.map((n) => `- ${n}`);
    console.log(`Wrote ${rel}, as the CMS at /admin/ writes it.\n${said.join('\n')}`);
    // The new file must be valid as written: a preview load (what npm run dev does) takes it.
    try {
      loadSiteContent(contentDir, { preview: true });
    } catch (e) {
      if (!(e instanceof ContentError)) throw e;
      const own = e.issues.filter((i) => i.file === rel);
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

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main(process.argv.slice(2));
