/**
 * The build (options: docs/development.md, "Commands"), swapped into dist/ only when everything succeeded; also
 * --parse-cache DIR (instead of .cache/markdown) and --usage (the process's time and memory, for the bench).
 */
import './src/pipeline/production.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import type { Content } from './src/content/shapes.ts';
import { ContentError, formatIssue, type Problem } from './src/content/load/loader.ts';
import { ParseCache } from './src/content/parseCache.ts';
import { locatedPhotos } from './src/pipeline/assets/images.ts';
import { buildSite, loadContent, type Built, type SiteOptions } from './src/pipeline/site.ts';
import { writeAndSwap } from './src/pipeline/writeFiles.ts';
import { parseHost } from './src/pipeline/host/hosts.ts';
import { pastSeasonNote } from './src/content/problems/notes.ts';
import { overBudgetNote } from './src/pipeline/budgets.ts';
import { addToSummary, annotation, inGitHubActions, issueAnnotation, setOutput } from './src/pipeline/github.ts';
import { jsonFieldLines, lineOfField } from './src/content/problems/lines.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The site's options (src/pipeline/site.ts), each with its default, and what only a build decides. */
export interface BuildOptions extends Partial<SiteOptions> {
  outDir?: string;
  quiet?: boolean;
  /** Where parsed front matter and rendered Markdown are kept (default: "markdown" beside cacheDir, .cache/markdown). */
  parseCacheDir?: string;
}

/** What the build made (its `site`: what the pages were rendered with, which the dev server renders with afterwards). */
export interface BuildReport extends Built {
  content: Content;
  ms: number;
  /** Files' front matter and Markdown texts parsed in this build, and those taken from the cache. */
  parses: { parsed: number; cached: number };
}

export async function build(opts: BuildOptions = {}): Promise<BuildReport> {
  const started = performance.now();
  const root = opts.root ?? here;
  const outDir = opts.outDir ?? path.join(root, 'dist');
  const cacheDir = opts.cacheDir ?? path.join(root, '.cache', 'images');
  const siteOpts: SiteOptions = {
    ...opts,
    root,
    contentDir: opts.contentDir ?? path.join(root, 'content'),
    cacheDir,
    // Gzip every page for the sizes unless quiet; on GitHub Actions the command line measures for the job's summary.
    measure: opts.measure ?? !opts.quiet,
  };
  const cache = new ParseCache(
    opts.parseCacheDir ?? path.join(path.dirname(cacheDir), 'markdown'),
    siteOpts.contentDir,
  );
  let loaded = 0;
  let built: Built | undefined;
  // The content is loaded inside the swap, while the site an earlier build replaced is being deleted.
  const swap = await writeAndSwap(outDir, async (dir) => {
    const content = await loadContent(siteOpts, cache);
    loaded = performance.now() - started;
    built = await buildSite(siteOpts, content, dir, cache);
  });
  const report: BuildReport = {
    ...built!,
    content: built!.site.content,
    ms: performance.now() - started,
    parses: { ...cache.stats },
    timings: { content: loaded, ...built!.timings, swap },
  };
  if (!opts.quiet) printReport(report);
  return report;
}

const kb = (n: number | undefined) => (n === undefined ? '-' : (n / 1024).toFixed(1)).padStart(6);

/** One row per route, in KB: html the file, gz its markup without inline CSS, flight the whole file (gzip -9 both). */
function printReport(report: BuildReport): void {
  const rows = report.routes.map(
    (x) => `  ${x.path.padEnd(34)} ${kb(x.htmlBytes)} ${kb(x.htmlGzip)} ${kb(x.firstFlight)}  ${x.islands.join(', ')}`,
  );
  const head = `  ${'route'.padEnd(34)} ${'html'.padStart(6)} ${'gz'.padStart(6)} ${'flight'.padStart(6)}  islands   (KB)`;
  console.log(`${head}\n${rows.join('\n')}`);
  const enhanceKb = report.site.scriptBytes[report.site.assets.enhance] ?? 0;
  console.log(
    `Built ${report.routes.length} routes, ${report.stubs.length} redirect stubs, images ${report.images.encoded} encoded / ${report.images.reused} cached, Markdown and front matter ${report.parses.parsed} parsed / ${report.parses.cached} cached, enhance.js ${kb(enhanceKb).trim()} KB, in ${(report.ms / 1000).toFixed(2)} s`,
  );
  if (report.content.drafts.length) console.log(`Not published (draft: true): ${report.content.drafts.join(', ')}`);
  const notes = [scheduledNote(report.content), seasonNote(report.content), overBudgetNote(report.routes)];
  for (const note of notes) if (note) console.log(note);
  for (const n of report.content.nameNotes) console.log(`Note: ${formatIssue(n)}`);
  for (const { file, message } of locatedPhotos(report.site.sources)) console.log(`Note: ${file}: ${message}`);
}

/** Posts dated after the day built for, each with its day. */
function scheduledNote(c: Content): string | undefined {
  if (!c.scheduled.length) return undefined;
  return `Scheduled (published on their day, ${c.site.timeZone}; today is ${c.today}): ${c.scheduled.map((s) => `${s.file} on ${s.date}`).join(', ')}`;
}

/** The season's year checked against the year of the day built for, in the company's time zone. */
function seasonNote(c: Content): string | undefined {
  return pastSeasonNote(c.site.season, Number(c.today.slice(0, 4)));
}

/** On GitHub Actions: the size table in the job's summary, notes as warnings (`season-over`: the daily rebuild's issue). */
function reportToGitHub(report: BuildReport): void {
  const measured = report.routes.filter((x) => x.firstFlight !== undefined);
  if (measured.length) {
    const rows = measured.map(
      (x) =>
        `| \`${x.path}\` | ${kb(x.htmlBytes).trim()} | ${kb(x.htmlGzip).trim()} | ${kb(x.firstFlight).trim()} | ${x.islands.join(', ')} |`,
    );
    const heavy = overBudgetNote(report.routes);
    addToSummary(
      [
        `### Pages built (KB)`,
        '',
        '| route | html | gz | first flight | islands |',
        '|---|--:|--:|--:|---|',
        ...rows,
        '',
        `${report.routes.length} routes, ${report.stubs.length} redirect stubs.${heavy ? ` ${heavy}` : ''}`,
        '',
      ].join('\n'),
    );
  }
  const season = seasonNote(report.content);
  if (season) {
    const file = path.join(report.content.root, 'site.json');
    const line = lineOfField(jsonFieldLines(readFileSync(file, 'utf8')), 'season.year');
    console.log(
      annotation({ level: 'warning', file: 'content/site.json', line, title: 'The season is over', message: season }),
    );
    addToSummary(`> [!WARNING]\n> ${season}\n`);
    setOutput('season-over', season);
  }
  for (const { file, message } of locatedPhotos(report.site.sources))
    console.log(annotation({ level: 'warning', file, title: 'A photo records where it was taken', message }));
  const waiting = scheduledNote(report.content);
  if (waiting) addToSummary(`${waiting}\n`);
}

/** A folder as the person who typed the command knows it: relative to the working folder when inside it ("dist/"), else in full. */
function shownFolder(dir: string, cwd = process.cwd()): string {
  const rel = path.relative(cwd, dir);
  const shown = rel === '' ? '.' : rel.startsWith('..') || path.isAbsolute(rel) ? dir : rel;
  return `${shown.split(path.sep).join('/')}/`;
}

/** The command line (see the top of this file). */
export async function main(argv = process.argv.slice(2)): Promise<void> {
  const quiet = argv.includes('--quiet');
  const raw = (flag: string) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : undefined);
  const value = (flag: string) => (argv.includes(flag) ? path.resolve(raw(flag)!) : undefined);
  const outDir = value('--out') ?? path.join(here, 'dist');
  // The folder that was not touched is the one the build would have replaced, whichever --out named.
  const untouched = `${shownFolder(outDir)} was left as it was.`;
  try {
    const report = await build({
      quiet,
      // On GitHub Actions the sizes go into the job's summary, even when the table is not printed.
      measure: !quiet || !!process.env.GITHUB_STEP_SUMMARY,
      outDir,
      contentDir: value('--content'),
      parseCacheDir: value('--parse-cache'),
      preview: argv.includes('--preview'),
      today: raw('--today'),
      host: parseHost(raw('--host')),
    });
    if (inGitHubActions()) reportToGitHub(report);
    if (argv.includes('--usage')) {
      // For the bench: this whole process's time and memory, its start included, as one JSON line.
      const u = process.resourceUsage();
      console.log(
        JSON.stringify({
          routes: report.routes.length,
          ms: report.ms,
          cpuMs: (u.userCPUTime + u.systemCPUTime) / 1000,
          peakMB: Math.round(u.maxRSS / 1024),
          parses: report.parses,
          images: report.images,
          pagesMs: report.timings.pages,
        }),
      );
    }
  } catch (e) {
    if (e instanceof ContentError) {
      console.error(`Build stopped: ${e.message}\n${untouched}`);
      if (inGitHubActions()) {
        // On stdout, where the runner reads workflow commands: each problem becomes an annotation on its file and line.
        for (const issue of e.issues) console.log(issueAnnotation(issue));
        const item = (i: Problem) =>
          `- \`${i.file}${i.line ? `:${i.line}` : ''}\` ${i.path ? `**${i.path}**: ` : ''}${i.message.replaceAll('<', '&lt;')}`;
        addToSummary(['### The build stopped: content has problems', '', ...e.issues.map(item), ''].join('\n'));
      }
    } else {
      console.error(`Build failed; ${untouched}\n`, e);
    }
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
