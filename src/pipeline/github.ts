/** What a build tells GitHub Actions (docs/development.md, "Commands"): annotations, warnings and the job's summary. */
import { appendFileSync } from 'node:fs';
import type { Problem } from '../content/problems/problem.ts';

export const inGitHubActions = (env: NodeJS.ProcessEnv = process.env) => env.GITHUB_ACTIONS === 'true';

// A workflow command's message escapes %, CR and LF; its properties also "," and ":", which separate them.
const escapeData = (s: string) => s.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
const escapeProperty = (s: string) => escapeData(s).replaceAll(':', '%3A').replaceAll(',', '%2C');

export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  /** Relative to the repository's root: content/tours/x.md. */
  file?: string;
  line?: number;
  title?: string;
  message: string;
}

/** `::error file=content/tours/x.md,line=12,title=maxGroup::must be a whole number` */
export function annotation(a: Annotation): string {
  const props = [
    a.file && `file=${escapeProperty(a.file)}`,
    a.line && `line=${a.line}`,
    a.title && `title=${escapeProperty(a.title)}`,
  ].filter(Boolean);
  return `::${a.level}${props.length ? ` ${props.join(',')}` : ''}::${escapeData(a.message)}`;
}

export function issueAnnotation(i: Problem): string {
  return annotation({
    level: 'error',
    file: i.file,
    line: i.line,
    title: i.path || 'content file',
    message: i.message,
  });
}

/** Appends Markdown to the job's summary page, when the runner names one (GITHUB_STEP_SUMMARY). */
export function addToSummary(markdown: string, env: NodeJS.ProcessEnv = process.env): void {
  if (env.GITHUB_STEP_SUMMARY)
    appendFileSync(env.GITHUB_STEP_SUMMARY, markdown.endsWith('\n') ? markdown : `${markdown}\n`);
}

/** Sets a step output (GITHUB_OUTPUT) a later step of the workflow reads, as `steps.<id>.outputs.<name>`. */
export function setOutput(name: string, value: string, env: NodeJS.ProcessEnv = process.env): void {
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `${name}=${value.replace(/[\r\n]+/g, ' ')}\n`);
}
