/** The link check as an editor reads it (terminal, job summary, issue): dead links with where to fix, unsure apart. */
import { type Checked, offline } from './external.ts';

/** Exit codes: no dead link (or no network to tell); dead links found; the command was wrong or dist/ is missing. */
export const EXIT = { clear: 0, dead: 1, usage: 2 } as const;

const fixIn = (c: Checked) => c.sources.join('; ') || "the site's code (src/), not content/: for a developer";
const row = (cells: string[]) => `| ${cells.map((s) => s.replace(/\|/g, '\\|')).join(' | ')} |`;

function table(title: string, checked: Checked[], fix: boolean): string[] {
  if (!checked.length) return [];
  const head = ['link', 'answer', 'on', ...(fix ? ['fix in'] : [])];
  const rows = checked.map((c) => row([c.url, c.why, c.pages.join(', '), ...(fix ? [fixIn(c)] : [])]));
  return [title, '', row(head), row(head.map(() => '---')), ...rows, ''];
}

export function report(checked: Checked[]): { text: string; exitCode: number } {
  if (offline(checked))
    return {
      text: `No network: none of the ${checked.length} links to other sites got an answer, so none is called dead.`,
      exitCode: EXIT.clear,
    };
  const dead = checked.filter((c) => c.verdict === 'dead');
  const unsure = checked.filter((c) => c.verdict === 'unsure');
  const text = [
    ...table(
      `**Dead links to other sites (${dead.length})**: 404, 410, or a name that no longer exists. Open each file named (in the editor at /admin/, or in content/), replace or remove the address in the field named, and publish (docs/editing.md, "Fix a dead link to another site").`,
      dead,
      true,
    ),
    ...table(
      `**Unsure (${unsure.length})**: the site refused the checker (401, 403, 429) or did not answer, as a page that works may. Open each in a browser, and fix it only if it fails there too.`,
      unsure,
      false,
    ),
    `${checked.length} links to other sites checked: ${dead.length} dead, ${unsure.length} unsure.`,
  ];
  return { text: text.join('\n'), exitCode: dead.length ? EXIT.dead : EXIT.clear };
}
