import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { z } from 'zod';
import { cmsJsonSchema, objectFields, SITE_LINK_WIDGET, type DecapField } from '../../../src/pipeline/admin/fields.ts';
import { jsonContentSchemas } from '../../../src/content/load/collections.ts';
import { blogPostSchema } from '../../../src/content/schema/posts.ts';
import { markdownPageSchema } from '../../../src/content/schema/pages.ts';
import { tourSchema } from '../../../src/content/schema/tours.ts';
import { content } from '../../helpers/site.ts';
import { fileTalk, siteCollections } from '../../fixtures/cmsConfig.ts';

const config = { collections: siteCollections() };
const collection = (name: string) => config.collections.find((c) => c.name === name)!;
const fileOf = (file: string) => config.collections.flatMap((c) => c.files ?? []).find((f) => f.file === file)!;

/** The field at a dotted path of a form ("prices.perPerson"). */
function fieldAt(fields: DecapField[], at: string): DecapField | undefined {
  const [head, ...rest] = at.split('.');
  const f = fields.find((x) => x.name === head);
  if (!f || !rest.length) return f;
  const inner = (f.fields as DecapField[] | undefined) ?? [];
  return fieldAt(inner, rest.join('.'));
}

/** Every property path of a JSON Schema, objects and lists of objects included. */
function schemaPaths(js: ReturnType<typeof cmsJsonSchema>, at: string[] = []): string[] {
  return Object.entries(js.properties ?? {}).flatMap(([name, p]) => {
    if (p['x-cms'] === 'skip') return [];
    const here = [...at, name];
    const inner = p.type === 'object' ? p : p.type === 'array' && p.items?.type === 'object' ? p.items : undefined;
    return [here.join('.'), ...(inner ? schemaPaths(inner, here) : [])];
  });
}

describe('the CMS configuration, generated from the content schema', () => {
  /** Every file an editor edits: each folder of Markdown (posts, tours, pages), and each JSON file. */
  const inFolder = (folder: string) => config.collections.find((c) => c.folder === folder)?.fields;
  type Form = [where: string, schema: z.ZodType, fields: DecapField[] | undefined];
  const forms: Form[] = [
    ['content/blog', blogPostSchema, inFolder('content/blog')],
    ['content/tours', tourSchema, inFolder('content/tours')],
    ['content/pages', markdownPageSchema, inFolder('content/pages')],
    ...jsonContentSchemas().map((s): Form => [s.file, s.schema, fileOf(s.file)?.fields]),
  ];

  for (const [where, schema, fields] of forms) {
    it(`${where} has a form, with a widget for every field of its schema`, () => {
      assert.ok(fields, `${where} has no form`);
      const missing = schemaPaths(cmsJsonSchema(schema)).filter((p) => !fieldAt(fields, p)?.widget);
      assert.deepEqual(missing, []);
    });
  }

  it('a schema field no widget fits fails the generation, naming the field', () => {
    assert.throws(
      () =>
        objectFields(cmsJsonSchema(z.object({ odd: z.map(z.string(), z.string()) })), {
          imagesRoot: '/content/images',
          imageFolder: () => 'misc',
        }),
      /odd/,
    );
  });

  it('widgets follow the schema: text, Markdown, numbers with their range, booleans, selects, dates, photos, lists and objects', () => {
    const post = collection('blog').fields!;
    const site = fileOf('content/site.json').fields;
    const postFields = ['title', 'excerpt', 'body', 'draft', 'date', 'image', 'tags'];
    assert.deepEqual(
      postFields.map((at) => fieldAt(post, at)?.widget),
      ['string', 'text', 'markdown', 'boolean', 'day', 'image', 'list'],
    );
    assert.equal(fieldAt(fileOf('content/faqs.json').fields, 'tours.answer')?.widget, 'markdown');
    const perPerson = ['widget', 'value_type', 'min'].map((k) => fieldAt(site, 'prices.perPerson')?.[k]);
    assert.deepEqual(perPerson, ['number', 'int', 1]);
    assert.deepEqual(
      [fieldAt(site, 'claims.fiveStarPercent')?.min, fieldAt(site, 'claims.fiveStarPercent')?.max],
      [0, 100],
    );
    const categories = content().pages.blog.categories.map((c) => c.name);
    assert.deepEqual(fieldAt(post, 'category')?.options, categories);
    assert.deepEqual(fieldAt(collection('tours').fields!, 'kind')?.options, ['public', 'private']);
    assert.equal(fieldAt(site, 'prices')?.widget, 'object');
  });

  it("required fields, patterns with the schema's own message, and each field's hint come from the schema", () => {
    const post = collection('blog').fields!;
    const menus = fileOf('content/menus.json').fields;
    assert.equal(fieldAt(post, 'title')?.required, true);
    assert.equal(fieldAt(post, 'updated')?.required, false);
    assert.equal(fieldAt(post, 'excerpt')?.hint, blogPostSchema.shape.excerpt.description);
    const button = fieldAt(menus, 'header.button.href')!;
    assert.equal((button.pattern as string[])[1], 'must be a site path starting with "/"');
    assert.match('/tours', new RegExp((button.pattern as string[])[0]));
    assert.doesNotMatch('tours', new RegExp((button.pattern as string[])[0]));
  });

  it('every field that may hold a site path gets the link check, an old address a redirect starts from does not', () => {
    const [menus, redirects] = ['content/menus.json', 'content/redirects.json'].map((f) => fileOf(f).fields);
    const tours = collection('tours').fields!;
    for (const [fields, at] of [
      [menus, 'header.button.href'],
      [menus, 'header.items.href'],
      [menus, 'footer.lists.items.href'],
      [redirects, 'redirects.to'],
      [tours, 'hero.primaryButton.href'],
    ] as const) {
      assert.equal(fieldAt(fields, at)?.widget, SITE_LINK_WIDGET, at);
    }
    assert.equal(fieldAt(redirects, 'redirects.from')?.widget, 'string');
    assert.equal(
      fieldAt(fileOf('content/site.json').fields, 'giftCardsUrl')?.widget,
      'string',
      'an outside address only',
    );
  });

  it('a photo field uploads to the folder under content/images/ its photos are in today', () => {
    const post = fieldAt(collection('blog').fields!, 'image')!;
    assert.ok(
      content().blog.some((p) => path.posix.dirname(p.image) === post.public_folder),
      `posts' photos are in ${String(post.public_folder)}/`,
    );
    assert.equal(post.media_folder, `/content/images/${String(post.public_folder)}`);
    const logo = fieldAt(fileOf('content/site.json').fields, 'logo.src')!;
    assert.equal(logo.public_folder, path.posix.dirname(content().site.logo.src));
  });

  it("every label and hint speaks to an editor: no file path, command, key or true/false (the files' words are the JSON Schemas')", () => {
    const walk = (fields: DecapField[], at: string): string[] =>
      fields.flatMap((f) => [
        ...(f.widget === 'hidden' ? [] : [f.label, f.hint])
          .filter((s) => fileTalk(s, s === f.label))
          .map((s) => `${at}${f.name}: ${String(s)}`),
        ...walk(
          [...((f.fields as DecapField[]) ?? []), ...(f.field ? [f.field as DecapField] : [])],
          `${at}${f.name}.`,
        ),
      ]);
    const talk = config.collections.flatMap((c) => [
      ...walk(c.fields ?? [], `${c.name}: `),
      ...(c.files ?? []).flatMap((f) => walk(f.fields, `${f.file}: `)),
    ]);
    assert.deepEqual(talk, []);
  });

  it("a post's number and address are not the editor's to choose: the id is hidden and the file named from it", () => {
    assert.equal(fieldAt(collection('blog').fields!, 'id')?.widget, 'hidden');
    assert.equal((collection('blog') as { slug?: string }).slug, '{{fields.id}}-{{slug}}');
  });
});
