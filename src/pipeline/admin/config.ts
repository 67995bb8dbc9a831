/** Decap's configuration of /admin/ (the object given to CMS.init), generated from the content schema and the content. */
import path from 'node:path';
import type { z } from 'zod';
import type { Content } from '../../content/shapes.ts';
import { jsonContentSchemas } from '../../content/load/collections.ts';
import { blogPostSchema } from '../../content/schema/posts.ts';
import { markdownPageSchema } from '../../content/schema/pages.ts';
import { tourSchema } from '../../content/schema/tours.ts';
import { eachString } from '../../content/load/walk.ts';
import { cmsJsonSchema, label, objectFields, type FieldContext } from './fields.ts';

export interface CmsSettings {
  /** The GitHub repository, "owner/name". */
  repo: string;
  branch: string;
  /** The sign-in helper's address (an OAuth proxy such as sveltia-cms-auth); Netlify's own when left out. */
  authUrl?: string;
}

/** The folder an upload goes to when no file of that field names one yet. */
const DEFAULT_IMAGE_FOLDER = 'misc';

/** The folder most of the photos at `at` ("hero.image", lists looked through) are in today: uploads join them. */
function folderFor(samples: unknown[], fallback: string) {
  // One walk of the samples for every field asked about: folder counts by field.
  const byField = new Map<string, Map<string, number>>();
  eachString(samples, (v, keys) => {
    if (!v.includes('/')) return;
    const at = keys.filter((k) => !/^\d+$/.test(k)).join('.');
    const counts = byField.get(at) ?? byField.set(at, new Map()).get(at)!;
    counts.set(path.posix.dirname(v), (counts.get(path.posix.dirname(v)) ?? 0) + 1);
  });
  return (at: string) => [...(byField.get(at) ?? [])].sort((a, b) => b[1] - a[1])[0]?.[0] ?? fallback;
}

interface ConfigInput {
  content: Content;
  /** The JSON content files' data, by path from the repository's root ("content/site.json"). */
  jsonFiles: Map<string, unknown>;
  /** The content folder's name inside the repository (the local backend edits the repository around it). */
  contentFolder: string;
  settings?: CmsSettings;
}

export function cmsConfig({ content, jsonFiles, contentFolder, settings }: ConfigInput): Record<string, unknown> {
  const imagesRoot = `/${contentFolder}/images`;
  const ctx = (samples: unknown[], fallback: string, choices?: FieldContext['choices']): FieldContext => ({
    imagesRoot,
    imageFolder: folderFor(samples, fallback),
    choices,
  });
  const fields = (schema: z.ZodType, c: FieldContext) => objectFields(cmsJsonSchema(schema), c);
  /** A folder of Markdown files: its form is the front matter's fields, then the body's (its label and hint). */
  const folderCollection = (
    name: string,
    schema: z.ZodType,
    extra: Record<string, unknown>,
    [bodyLabel, hint]: [string, string],
    c: FieldContext,
  ) => ({
    name,
    folder: `${contentFolder}/${name}`,
    extension: 'md',
    // The site's own formats, registered by src/client/admin/formats.ts.
    format: 'site-frontmatter',
    create: true,
    media_folder: `${imagesRoot}/${c.imageFolder('image')}`,
    public_folder: c.imageFolder('image'),
    ...extra,
    fields: [...fields(schema, c), { name: 'body', label: bodyLabel, widget: 'markdown', required: false, hint }],
  });

  const categories = content.pages.blog.categories.map((c) => c.name);
  const blog = folderCollection(
    'blog',
    blogPostSchema,
    {
      label: 'Blog posts',
      label_singular: 'Blog post',
      // The number comes with the first save (src/client/admin/postId.ts), so the editor never chooses one.
      slug: '{{fields.id}}-{{slug}}',
      summary: '{{title}} ({{date}})',
      sortable_fields: ['date', 'title'],
    },
    ['The post', 'The post itself. Sections start with a heading.'],
    ctx(content.blog, 'blog', { category: categories }),
  );
  blog.fields = blog.fields.map((f) => (f.name === 'id' ? { ...f, widget: 'hidden', required: false } : f));
  const page = { slug: '{{slug}}', summary: '{{title}}' };
  const tours = folderCollection(
    'tours',
    tourSchema,
    { label: 'Tours', label_singular: 'Tour', ...page },
    ['Tour page text', "The tour page's description under its facts."],
    ctx(content.tours, 'tours'),
  );
  const pages = folderCollection(
    'pages',
    markdownPageSchema,
    { label: 'Pages', label_singular: 'Page', ...page },
    ['Page text', 'The page itself, below its title. Sections start with a heading.'],
    ctx(content.markdownPages, 'heroes'),
  );

  const jsonFile = ({ file, schema }: { file: string; schema: z.ZodType }, prefix = '') => {
    const name = path.posix.basename(file, '.json');
    const data = jsonFiles.get(file);
    return {
      name: `${prefix}${name}`,
      label: label(name),
      file: file.replace(/^content\//, `${contentFolder}/`),
      fields: fields(schema, ctx(data === undefined ? [] : [data], DEFAULT_IMAGE_FOLDER)),
    };
  };
  const schemas = jsonContentSchemas();
  const isCopy = (s: { file: string }) => s.file.startsWith('content/pages/');

  const backend = settings
    ? {
        name: 'github',
        repo: settings.repo,
        branch: settings.branch,
        ...(settings.authUrl ? { base_url: settings.authUrl, auth_endpoint: 'auth' } : {}),
      }
    : // No repository named yet: only the local backend works (npm run dev).
      { name: 'proxy', proxy_url: '/api/v1' };
  return {
    backend,
    publish_mode: 'editorial_workflow',
    // The site-wide folder is named from the repository's root without the leading "/" the others have.
    media_folder: `${imagesRoot.slice(1)}/${DEFAULT_IMAGE_FOLDER}`,
    public_folder: DEFAULT_IMAGE_FOLDER,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      blog,
      tours,
      pages,
      // Its files are named apart from the folder collections ("page-blog"): Decap picks a file's preview by its name.
      {
        name: 'page-copy',
        label: 'Page copy',
        format: 'site-json',
        files: schemas.filter(isCopy).map((s) => jsonFile(s, 'page-')),
      },
      {
        name: 'settings',
        label: 'Company and site',
        format: 'site-json',
        files: schemas.filter((s) => !isCopy(s)).map((s) => jsonFile(s)),
      },
    ],
  };
}
