/**
 * The dev server's build process, in this process: what a save asks of it, and answers rendered on request from the
 * last good Site, as the hosts answer. The browser's side (reloads, the overlay) is tests/e2e/dev.test.ts's.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from '../../src/content/load/loader.ts';
import { ParseCache } from '../../src/content/parseCache.ts';
import type { Site } from '../../src/pipeline/site.ts';
import { changesFor, respond, update, type Change } from '../../dev/server.ts';
import { ROOT } from '../helpers/site.ts';
import { jsonEdit, tempSite, type TempSite } from '../fixtures/tempSite.ts';
import { folder } from '../helpers/folder.ts';
import { parseHtml } from '../../tools/html.ts';

const none: Change = { files: [], images: [], content: false, styles: false, scripts: false };
const change = (over: Partial<Change>): Change => ({ ...none, ...over });

describe('changesFor', () => {
  const dirs = { root: '/project', contentDir: '/elsewhere/content' };
  it('sorts saves by what they ask, wherever --content points, and passes over editors’ temporaries', () => {
    const saved = ['/elsewhere/content/blog/01-post.md', '/elsewhere/content/images/blog/a.jpg'];
    const temporaries = ['.01-post.md.swp', '01-post.md~', '01-post.md.tmp', '4913'].map(
      (n) => `/elsewhere/content/blog/${n}`,
    );
    assert.deepEqual(changesFor([...saved, ...temporaries], dirs), {
      change: change({ files: saved, images: ['blog/a.jpg'], content: true }),
      restart: false,
    });
    assert.deepEqual(changesFor(['/project/src/routes/blog/[id].css', '/project/src/client/enhance.ts'], dirs), {
      change: change({ styles: true, scripts: true }),
      restart: false,
    });
    for (const code of ['src/components/Hero.tsx', 'src/lib/today.ts', 'build.ts'])
      assert.deepEqual(changesFor([`/project/${code}`], dirs), { change: undefined, restart: true }, code);
    assert.deepEqual(changesFor(['/project/README.md', '/etc/hosts'], dirs), { change: undefined, restart: false });
  });
});

describe('answers rendered on request', () => {
  let site: TempSite;
  let current: Site;
  let out: string;
  const cache = new ParseCache(folder({}));
  const ask = (pathname: string) => respond(current, out, pathname);
  const post = () =>
    readdirSync(path.join(site.content, 'blog'))
      .filter((f) => f.endsWith('.md'))
      .sort()[2];
  const idOf = (file: string) => /^id:\s*(\d+)/m.exec(readFileSync(path.join(site.content, 'blog', file), 'utf8'))![1];

  before(async () => {
    site = tempSite('dev-render-');
    out = path.join(site.root, 'dist');
    current = (await site.build(out, { preview: true })).site;
  });
  after(() => site?.remove());

  it('answers a page with its own policy, a redirect, a host file and the not-found page as the build wrote them', async () => {
    const home = await ask('/');
    assert.equal(home.status, 200);
    assert.equal(home.body, readFileSync(path.join(out, 'index.html'), 'utf8'));
    const built = readFileSync(path.join(out, '_headers'), 'utf8');
    assert.ok(
      built.includes(
        `/\n  Cache-Control: public, max-age=0, must-revalidate\n  Content-Security-Policy: ${home.headers['Content-Security-Policy']}\n`,
      ),
    );
    assert.equal(home.headers['X-Frame-Options'], 'DENY');
    const redirect = current.content.redirects.find((r) => !r.from.includes('*'))!;
    for (const [from, to] of Object.entries({ '/blog/': '/blog', [redirect.from]: redirect.to })) {
      const moved = await ask(from);
      assert.deepEqual([moved.status, moved.headers.Location], [301, to], from);
    }
    assert.equal((await ask('/sitemap.xml')).body, readFileSync(path.join(out, 'sitemap.xml'), 'utf8'));
    const missing = await ask('/no-such-page');
    assert.deepEqual([missing.status, missing.body], [404, readFileSync(path.join(out, '404.html'), 'utf8')]);
  });

  // The dev server builds a preview: a draft is on its pages, marked (a build leaves it out).
  it('answers a post redated, site.json edited, a draft added (marked, listed) then deleted; a broken save keeps the last good Site', async () => {
    const file = post();
    site.edit(`blog/${file}`, (t) => `${t.trimEnd().replace(/^date: .*$/m, 'date: 2099-01-01')}\n\nDEV-RENDER-EDIT\n`);
    const files = [path.join(site.content, 'blog', file)];
    // site.json saved with it: its tagline is in every page's footer.
    const tagline = `${current.content.site.tagline} (edited)`;
    const retagged = jsonEdit((s) => Object.assign(s, { tagline }));
    site.edit('site.json', retagged);
    const saved = [...files, path.join(site.content, 'site.json')];
    current = await update(current, change({ files: saved, content: true }), out, cache);
    assert.ok((await ask(`/blog/${idOf(file)}`)).body.includes('DEV-RENDER-EDIT'));
    assert.equal(parseHtml((await ask('/')).body).querySelector('.footer-tagline')?.textContent, tagline);
    const blog = async () => parseHtml((await ask('/blog')).body).querySelector('#blog-posts')!;
    const first = (await blog()).querySelector('li article')?.getAttribute('aria-labelledby');
    assert.equal(first, `post-${idOf(file)}-title`, 'a post dated the newest leads /blog');

    const id = Math.max(...current.content.blog.map((p) => p.id)) + 1;
    const added = `${id}-dev-render-added.md`;
    site.write(`blog/${added}`, readFileSync(files[0], 'utf8').replace(/^id: .*$/m, `id: ${id}\ndraft: true`));
    current = await update(current, change({ content: true }), out, cache);
    const page = await ask(`/blog/${id}`);
    assert.deepEqual([page.status, /class="draft-notice"[^>]*><strong>Draft/.test(page.body)], [200, true]);
    const card = async () => (await blog()).querySelector(`[aria-labelledby="post-${id}-title"]`);
    assert.equal((await card())?.querySelector('.draft-badge')?.textContent, 'Draft', 'listed on /blog, marked');
    site.delete(`blog/${added}`);
    current = await update(current, change({ content: true }), out, cache);
    assert.deepEqual([(await ask(`/blog/${id}`)).status, await card()], [404, null]);

    site.edit(`blog/${file}`, (t) => t.replace(/^title: .*$/m, 'title: Mango: a bodega cat: her corner'));
    await assert.rejects(update(current, change({ files, content: true }), out, cache), ContentError);
    assert.ok((await ask(`/blog/${idOf(file)}`)).body.includes('DEV-RENDER-EDIT'), 'the last good content is served');
  });

  it('renders with the CSS built again after a CSS save, writing an on-demand file before the page that names it', async () => {
    // A root of its own with a copy of src/ to edit; the route modules stay the ones loaded.
    const cssRoot = folder({});
    cpSync(path.join(ROOT, 'src'), path.join(cssRoot, 'src'), { recursive: true });
    current = { ...current, opts: { ...current.opts, root: cssRoot } };
    for (const [file, rule] of Object.entries({
      'components/Hero.css': '.hero-subtitle',
      'islands/PhotoGallery.lightbox.css': '.lightbox-title',
    }))
      appendFileSync(path.join(cssRoot, 'src', file), `\n${rule} {\n  letter-spacing: 0.01em;\n}\n`);
    current = await update(current, change({ styles: true }), out, cache);
    assert.match((await ask('/')).body, /\.hero-subtitle\{letter-spacing:\.01em\}/);
    const lightbox = current.styles.get('islands/PhotoGallery.lightbox')!.file;
    assert.ok((await ask('/gallery')).body.includes(`/assets/${lightbox}`));
    assert.ok(existsSync(path.join(out, 'assets', lightbox)), `${lightbox} is in the folder`);
  });
});
