/**
 * A parse thread (parseAhead.ts): each file's front matter, and its body rendered when it holds no fact token (so the
 * text rendered is the very text the loader renders), written into the parse cache and sent back as JSON.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parseFrontMatter } from './frontMatter.ts';
import { renderMarkdown } from './markdown.ts';
import { keyOf, ParseCache } from './parseCache.ts';

export interface ParseJob {
  text: string;
  shiftHeadings: boolean;
}

const cache = new ParseCache(workerData.root as string);

function parse({ text, shiftHeadings }: ParseJob): [string, string][] {
  const out: [string, string][] = [];
  const keep = (kind: string, input: string, value: unknown) => {
    cache.set(kind, input, value);
    out.push([keyOf(kind, input), JSON.stringify(value)]);
  };
  const fm = parseFrontMatter(text);
  keep('fm', text, fm);
  const body = fm.file?.body;
  if (body !== undefined && !body.includes('{'))
    keep(shiftHeadings ? 'md-shifted' : 'md', body, renderMarkdown(body, { shiftHeadings }));
  return out;
}

parentPort!.on('message', (jobs: ParseJob[] | 'close') => {
  if (jobs === 'close') void cache.flush().then(() => parentPort!.close());
  else parentPort!.postMessage(jobs.flatMap(parse));
});
