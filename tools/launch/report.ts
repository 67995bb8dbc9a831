/**
 * The checklist as an editor reads it: the findings grouped, one line each
 * (`file: field: why`), a count at the end, and the exit code: 0 only when
 * nothing of the template is left and every file could be read.
 */
import type { LaunchCheck } from './check.ts';
import type { Finding } from './finding.ts';
import type { Group } from './templateValues.ts';

interface GroupText {
  title: string;
  /** what to do, after the title */
  todo: string;
  /** the group in the count at the end */
  counted: string;
}

export const GROUPS: Record<Group, GroupText> = {
  artwork: {
    title: 'Placeholder artwork and photos',
    todo: "put the company's photo at the same path (and rewrite its alt text), or point the fields at another photo",
    counted: 'images',
  },
  name: {
    title: "The template's company name",
    todo: 'set name in content/site.json, and in copy write the {name} token instead of a name',
    counted: 'names',
  },
  addresses: {
    title: 'Example addresses and e-mails',
    todo: "replace them with the company's own site, e-mails, accounts and links",
    counted: 'addresses',
  },
  keys: {
    title: 'Booking item ids and service keys',
    todo: "replace them with the company's own, from FareHarbor, EmailJS, Mailchimp, the form service, YouTube and Instagram (docs/third-parties.md)",
    counted: 'ids and keys',
  },
  stories: {
    title: "The template's guides, press clippings, partners, guests' quotes and posts",
    todo: "replace them with the company's own, or delete them",
    counted: 'guides, clippings, partners, quotes and posts',
  },
  privacy: {
    title: "The template's words on the privacy page",
    todo: "write the company's own: who runs the site, how to reach it about visitors' data, how long it keeps messages",
    counted: 'privacy texts',
  },
};

/** Exit codes: nothing left; placeholders left; a file could not be read, so the list may be short. */
export const EXIT = { done: 0, left: 1, unreadable: 2 } as const;

export const findingLine = (f: Finding): string => [f.file, f.field, f.why].filter(Boolean).join(': ');

export function report({ findings, unreadable }: LaunchCheck): { text: string; exitCode: number } {
  const out: string[] = [];
  const counts: string[] = [];
  for (const [group, text] of Object.entries(GROUPS) as [Group, GroupText][]) {
    const lines = findings.filter((f) => f.group === group).map(findingLine);
    if (!lines.length) continue;
    out.push(`${text.title} (${lines.length}): ${text.todo}.`, ...lines.map((l) => `  ${l}`), '');
    counts.push(`${lines.length} ${text.counted}`);
  }
  if (unreadable.length) {
    out.push(
      `Files that could not be checked (${unreadable.length}):`,
      ...unreadable.map((u) => `  content/${u.name}: ${u.message}`),
      '',
    );
  }
  if (findings.length) {
    out.push(
      `${findings.length} ${findings.length === 1 ? 'placeholder' : 'placeholders'} of the template left in content/ (${counts.join(', ')}): replace them, then run npm run launch-check again.`,
    );
  } else if (!unreadable.length) {
    out.push("Nothing left: content/ holds none of the template's placeholders.");
  }
  if (unreadable.length)
    out.push(
      `${unreadable.length} ${unreadable.length === 1 ? 'file' : 'files'} could not be read: fix ${unreadable.length === 1 ? 'it' : 'them'} (npm run build says how), then run npm run launch-check again.`,
    );
  const exitCode = unreadable.length ? EXIT.unreadable : findings.length ? EXIT.left : EXIT.done;
  return { text: out.join('\n'), exitCode };
}
