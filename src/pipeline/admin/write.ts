/** Writes /admin/, the CMS, into a built site (docs/deploying.md, "Editing in the browser"). */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Content } from '../../content/shapes.ts';
import { jsonContentSchemas } from '../../content/load/collections.ts';
import { siteFacts } from '../../content/facts/tokens.ts';
import { paletteCss } from '../../lib/palette.ts';
import type { BuiltCss } from '../../contract/render.ts';
import { adminPolicy, cspMeta, REVALIDATE } from '../host/headers.ts';
import { esbuildTargets } from '../assets/targets.ts';
import { cmsConfig, type CmsSettings } from './config.ts';
import { DECAP_SCRIPT, ensureDecap } from './decap.ts';
import type { CmsSetup } from '../../client/admin/main.ts';

export const ADMIN_PATH = '/admin/';

/** Where the CMS's live backend is, from the build's environment (docs/deploying.md, "Editing in the browser"). */
export function cmsSettings(env: NodeJS.ProcessEnv = process.env): CmsSettings | undefined {
  const vercel =
    env.VERCEL_GIT_REPO_OWNER && env.VERCEL_GIT_REPO_SLUG
      ? `${env.VERCEL_GIT_REPO_OWNER}/${env.VERCEL_GIT_REPO_SLUG}`
      : undefined;
  const netlify = /github\.com[/:]([^/]+\/[^/.]+)/.exec(env.REPOSITORY_URL ?? '')?.[1];
  const repo = env.CMS_REPO || env.GITHUB_REPOSITORY || vercel || netlify;
  if (!repo) return undefined;
  return { repo, branch: env.CMS_BRANCH || 'main', authUrl: env.CMS_AUTH_URL || undefined };
}

/** The CSS of the preview pane: the site's global CSS, its palette, and what a post's page uses (its body, its photo). */
function previewCss(styles: ReadonlyMap<string, BuiltCss>, content: Content): string {
  const css = [...styles]
    .filter(([k]) => k.startsWith('styles/') || k === 'components/Markdown' || k === 'routes/blog/[id]')
    .map(([, built]) => built.code);
  return [paletteCss(content.site.colors), ...css, '.preview-kicker{color:var(--accent-dark)}'].join('\n');
}

/** /admin/ into the site folder `dir`; `pages`: every page the build wrote, by path (what a link field may point to). */
export async function writeAdmin(
  dir: string,
  input: {
    root: string;
    contentDir: string;
    cacheDir: string;
    content: Content;
    styles: ReadonlyMap<string, BuiltCss>;
  },
  pages: string[],
): Promise<void> {
  const { root, contentDir, content, styles } = input;
  const settings = cmsSettings();
  const out = path.join(dir, ...ADMIN_PATH.split('/').filter(Boolean));
  await mkdir(out, { recursive: true });
  // The CMS's bundle is kept beside the image cache.
  const decapDir = ensureDecap(path.dirname(input.cacheDir));
  const files = await readdir(decapDir);
  await Promise.all(files.map((f) => copyFile(path.join(decapDir, f), path.join(out, f))));
  const script = await readFile(path.join(decapDir, DECAP_SCRIPT));
  const integrity = `sha384-${createHash('sha384').update(script).digest('base64')}`;

  const jsonFiles = new Map<string, unknown>();
  for (const s of jsonContentSchemas()) {
    const file = path.join(contentDir, path.relative('content', s.file));
    jsonFiles.set(s.file, await readFile(file, 'utf8').then(JSON.parse, () => undefined));
  }
  // The company's logo on the sign-in page and in the header, where Decap shows its own.
  const logo = `logo${path.extname(content.site.logo.src)}`;
  await copyFile(path.join(contentDir, 'images', content.site.logo.src), path.join(out, logo));
  const setup: CmsSetup = {
    config: {
      ...cmsConfig({
        content,
        jsonFiles,
        contentFolder: path.relative(path.dirname(contentDir), contentDir).split(path.sep).join('/'),
        settings,
      }),
      logo: { src: `${ADMIN_PATH}${logo}`, show_in_header: true },
    },
    timeZone: content.site.timeZone,
    decap: { src: `${ADMIN_PATH}${DECAP_SCRIPT}`, integrity },
    preview: { css: previewCss(styles, content), facts: siteFacts(content.site) },
    pages,
  };
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(root, 'src', 'client', 'admin', 'main.ts')],
    outfile: path.join(out, 'admin.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020', ...esbuildTargets()],
    define: { __CMS_SETUP__: JSON.stringify(setup) },
    legalComments: 'none',
    logLevel: 'silent',
  });
  await copyFile(path.join(root, 'src', 'client', 'admin', 'admin.css'), path.join(out, 'admin.css'));
  // In the page too, for hosts that send no headers of the site's (GitHub Pages, Vercel).
  const csp = cspMeta(adminPolicy(settings?.authUrl, { meta: true }));
  await writeFile(path.join(out, 'index.html'), adminHtml(content.site.name, csp));
}

function adminHtml(siteName: string, csp: string): string {
  const name = siteName.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
${csp}
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Edit ${name}</title>
<link rel="stylesheet" href="${ADMIN_PATH}admin.css">
<script src="${ADMIN_PATH}admin.js" defer></script>
</head>
<body></body>
</html>
`;
}

/** /admin/'s _headers blocks: its policy and noindex; where each page names its revalidation, its unhashed files too. */
export function adminHeaders(pageRules: boolean, settings?: CmsSettings): string {
  const lines: string[] = [];
  for (const p of [ADMIN_PATH.slice(0, -1), `${ADMIN_PATH}*`]) {
    lines.push(p, `  Content-Security-Policy: ${adminPolicy(settings?.authUrl)}`, '  X-Robots-Tag: noindex');
    if (pageRules) lines.push(`  Cache-Control: ${REVALIDATE}`);
  }
  return lines.join('\n') + '\n';
}
