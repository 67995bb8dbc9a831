/**
 * /admin/'s script: loads Decap CMS's bundle (served beside it, checked by
 * its integrity hash), adds what the site needs to it (the date field in the
 * company's time zone, post numbers, photos made small and clean before they
 * are uploaded under names that collide with nothing, several photos added
 * to a list at once, the preview in the site's own look) and starts it with
 * the configuration the build generated from the content schema
 * (src/pipeline/admin/config.ts).
 * On the editor's own machine (npm run dev) it edits the clone through the
 * dev server's local backend; anywhere else through GitHub.
 */
import { dayWidget } from './dayWidget.ts';
import { newPostId } from './postId.ts';
import { prepareUploads } from './uploads.ts';
import { photoList, type ListControlClass } from './photoList.ts';
import { registerPreviews } from './previews.ts';
import { checkRuns, publishRefusal } from './publishGate.ts';
import { localPages, siteLinkWidget } from './siteLinks.ts';
import { formFor, frontMatterFromFile, frontMatterToFile, jsonToFile, type FieldOrder } from './formats.ts';

export interface CmsSetup {
  config: Record<string, unknown>;
  timeZone: string;
  decap: { src: string; integrity: string };
  preview: { css: string; facts: Record<string, string> };
  /** The site's pages when /admin/ was built: what a link field may point to. */
  pages: string[];
}
declare const __CMS_SETUP__: CmsSetup;
const setup = __CMS_SETUP__;

type Data = { get(k: string): unknown; set(k: string, v: unknown): Data };
type Entry = { get(k: 'data'): Data; get(k: 'collection' | 'slug'): string };
interface Decap {
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void;
  getWidget(name: string): { control: unknown; preview: unknown; schema?: unknown };
  registerEventListener(l: { name: string; handler: (e: { entry: Entry }) => unknown }): void;
  registerPreviewStyle(css: string, opts?: { raw: boolean }): void;
  registerPreviewTemplate(name: string, template: unknown): void;
  registerCustomFormat(
    name: string,
    extension: string,
    f: { fromFile(text: string): unknown; toFile(data: Record<string, unknown>): string },
  ): void;
  init(opts: { config: Record<string, unknown> }): void;
}
const win = window as unknown as {
  CMS_MANUAL_INIT: boolean;
  CMS: Decap;
  h: Parameters<typeof dayWidget>[0];
  createClass: Parameters<typeof dayWidget>[1];
};

win.CMS_MANUAL_INIT = true;
prepareUploads();
// Decap rejects a save that fails validation with no reason, after showing each field's message: that is no error.
window.addEventListener('unhandledrejection', (e) => {
  if (e.reason === undefined) e.preventDefault();
});

/** Served by the machine it runs on: npm run dev, whose local backend edits the clone with no sign-in. */
const local = ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname);

function start(): void {
  const { CMS, h, createClass } = win;
  CMS.registerWidget('day', dayWidget(h, createClass, setup.timeZone));
  const pages = new Set(setup.pages);
  const text = CMS.getWidget('string');
  CMS.registerWidget('site-link', siteLinkWidget(h, createClass, text.control, pages), text.preview);
  const list = CMS.getWidget('list');
  CMS.registerWidget('list', photoList(h, list.control as ListControlClass), list.preview, list.schema);
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const data = entry.get('data');
      return entry.get('collection') === 'blog' && !data.get('id') ? data.set('id', newPostId(setup.timeZone)) : data;
    },
  });
  registerPreviews(CMS, h, setup.preview);
  // The site's own formats (formats.ts): saving an entry unchanged leaves its file as it was.
  const collections = setup.config.collections as { fields?: FieldOrder[]; files?: { fields: FieldOrder[] }[] }[];
  const jsonForms = collections.flatMap((c) => (c.files ?? []).map((f) => f.fields));
  const markdownForms = collections.flatMap((c) => (c.fields ? [c.fields] : []));
  CMS.registerCustomFormat('site-json', 'json', {
    fromFile: (text) => JSON.parse(text),
    toFile: (data) => jsonToFile(data, formFor(data, jsonForms)),
  });
  CMS.registerCustomFormat('site-frontmatter', 'md', {
    fromFile: frontMatterFromFile,
    toFile: (data) => frontMatterToFile(data, formFor(data, markdownForms)),
  });
  const backend = setup.config.backend as { name: string; repo?: string };
  if (!local && backend.name === 'github' && backend.repo) {
    const repo = backend.repo;
    CMS.registerEventListener({
      name: 'prePublish',
      // Decap keeps each change on the branch cms/{collection}/{slug}; a throw stops Publish and shows its message.
      handler: async ({ entry }) => {
        const { token } = JSON.parse(localStorage.getItem('decap-cms-user') ?? '{}') as { token?: string };
        const why = publishRefusal(
          await checkRuns(repo, `cms/${entry.get('collection')}/${entry.get('slug')}`, token ?? ''),
        );
        if (why) throw new Error(why);
      },
    });
  }
  const config: Record<string, unknown> = { ...setup.config, load_config_file: false };
  if (local) {
    // Pages and tours written since /admin/ was built (by hand, or in the CMS a moment ago) may be linked too.
    const folders = Object.fromEntries(
      collections.map((c) => [(c as { name: string }).name, (c as { folder?: string }).folder ?? '']),
    ) as { pages: string; tours: string };
    const refresh = () =>
      localPages(`${location.origin}/api/v1`, folders).then(
        (found) => found.forEach((p) => pages.add(p)),
        () => {},
      );
    void refresh();
    CMS.registerEventListener({ name: 'postPublish', handler: refresh });
    // The local backend writes the files at once: no drafts, no pull requests.
    config.backend = { name: 'proxy', proxy_url: `${location.origin}/api/v1` };
    delete config.publish_mode;
  }
  CMS.init({ config });
}

const script = document.createElement('script');
script.src = setup.decap.src;
script.integrity = setup.decap.integrity;
script.onload = start;
document.head.append(script);
