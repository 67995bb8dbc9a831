/** The link check as an editor reads it: the dead links with the file and field to fix, the unsure ones apart, a count. */
import { type Checked, offline } from './external.ts';

/** Exit codes: no dead link (or no network to tell); dead links found; the command was wrong or dist/ is missing. */
export const EXIT = { clear: 0, dead: 1, usage: 2 } as const;

const fixIn = (c: Checked) => c.sources.join('; ') || "the site's code (src/), not content/: for a developer";
const cell = (s: string) => s.replace(/\|/g, '\\|');

function markdown(dead: Checked[], unsure: Checked[]): string {
  const row = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const out = [
    '## Dead links to other sites',
    '',
    `${dead.length} of the site's links to other sites lead nowhere any more (404, 410, or a name that no longer exists). For each, open the file named in the editor at \`/admin/\` (or in \`content/\`), replace or remove the address in the field named, and publish (docs/editing.md, "Dead links").`,
    '',
    row(['link', 'answer', 'on', 'fix in']),
    row(['---', '---', '---', '---']),
    ...dead.map((c) => row([c.url, c.why, c.pages.join(', '), fixIn(c)])),
  ];
  if (unsure.length)
    out.push(
      '',
      `### Unsure (${unsure.length})`,
      '',
      'These sites refused the checker or did not answer this time, as a page that works may: open each in a browser, and fix it only if it fails there too.',
      '',
      row(['link', 'answer', 'on']),
      row(['---', '---', '---']),
      ...unsure.map((c) => row([c.url, c.why, c.pages.join(', ')])),
    );
  return `${out.join('\n')}\n`;
}

export function report(checked: Checked[]): { text: string; markdown?: string; exitCode: number } {
  if (offline(checked))
    return {
      text: `No network: none of the ${checked.length} links to other sites got an answer, so none is called dead.`,
      exitCode: EXIT.clear,
    };
  const dead = checked.filter((c) => c.verdict === 'dead');
  const unsure = checked.filter((c) => c.verdict === 'unsure');
  const out: string[] = [];
  if (dead.length)
    out.push(
      `Dead links to other sites (${dead.length}): replace or remove each in the file and field named (docs/editing.md, "Dead links").`,
      ...dead.flatMap((c) => [`  ${c.url}: ${c.why}`, `    on ${c.pages.join(', ')}`, `    fix in ${fixIn(c)}`]),
      '',
    );
  if (unsure.length)
    out.push(
      `Unsure (${unsure.length}): the site refused the checker or did not answer, as a page that works may; open each in a browser.`,
      ...unsure.map((c) => `  ${c.url}: ${c.why} (on ${c.pages.join(', ')})`),
      '',
    );
  out.push(`${checked.length} links to other sites checked: ${dead.length} dead, ${unsure.length} unsure.`);
  return {
    text: out.join('\n'),
    markdown: dead.length ? markdown(dead, unsure) : undefined,
    exitCode: dead.length ? EXIT.dead : EXIT.clear,
  };
}
