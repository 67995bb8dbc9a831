/** The launch checklist: each field still the template's, once, by its first rule; an entry's line stands for its rest. */
import { artworkFindings, locationFindings, placeholderHashes } from './artwork.ts';
import { type ContentFile, readContent } from './contentFields.ts';
import { escapeRegExp, type Finding, placeholderValueFinding, templateValueFinding } from './values.ts';
import { type Group, TEMPLATE_ACCOUNT, TEMPLATE_DOMAIN, TEMPLATE_GUIDES, TEMPLATE_NAME } from './templateValues.ts';

/** Hosts reserved for documentation and tests (RFC 2606, RFC 6761). */
const EXAMPLE_HOST =
  /\b(?:[a-z0-9-]+\.)*(?:example\.(?:com|net|org)|[a-z0-9-]+\.(?:example|test|invalid|localhost))\b/i;
const TEMPLATE_HOST = new RegExp(`\\b(?:[a-z0-9-]+\\.)*${escapeRegExp(TEMPLATE_DOMAIN)}\\b`, 'i');

/** The address around a match: the run of characters up to a space, quote or bracket (a Markdown link's parentheses). */
function addressAround(text: string, index: number, length: number): string {
  const stop = /[\s"'<>()[\]]/;
  let start = index;
  let end = index + length;
  while (start > 0 && !stop.test(text[start - 1] as string)) start--;
  while (end < text.length && !stop.test(text[end] as string)) end++;
  return text.slice(start, end).replace(/[.,;:!?]+$/, '');
}

/** Why the first address in `text` not the company's is listed (an example's, the template's, a placeholder), if any. */
export function addressProblem(text: string): string | undefined {
  const tests: [RegExp, (address: string, match: string) => string][] = [
    [EXAMPLE_HOST, (a) => `an example address: "${a}"`],
    [TEMPLATE_HOST, (a) => `on the template's domain: "${a}"`],
    [TEMPLATE_ACCOUNT, (a, m) => `at the template's account "${m}": "${a}"`],
  ];
  for (const [re, why] of tests) {
    const m = re.exec(text);
    if (m) return why(addressAround(text, m.index, m[0].length), m[0]);
  }
  for (const m of text.matchAll(/placeholder/gi)) {
    const address = addressAround(text, m.index, m[0].length);
    if (/:\/\/|@|^www\./i.test(address)) return `a placeholder address: "${address}"`;
  }
  return undefined;
}

/** The name as written, with "NYC" when it follows. */
const NAME = new RegExp(`${TEMPLATE_NAME.source}(?:\\s+NYC\\b)?`, 'i');
const GUIDE = new RegExp(`\\b(?:${TEMPLATE_GUIDES.map(escapeRegExp).join('|')})\\b`);

/** The template's name or guide `text` spells out (copy says {name}, which a rename follows), or undefined. */
export function mentionProblem(text: string): { group: Group; why: string } | undefined {
  const name = NAME.exec(text);
  if (name) return { group: 'name', why: `spells out the template's name "${name[0].replace(/\s+/g, ' ')}"` };
  const guide = GUIDE.exec(text);
  if (guide) return { group: 'stories', why: `mentions the template's guide "${guide[0]}"` };
  return undefined;
}

/** A field holding an input's example text (an e-mail field's "you@example.com") is meant to be an example. */
const isInputHint = (fieldPath: string) => /(^|\.)placeholder$/.test(fieldPath);

function textFinding(file: string, field: string, text: string): Finding | undefined {
  const address = addressProblem(text);
  if (address) return { group: 'addresses', file, field, why: address };
  const mention = mentionProblem(text);
  return mention && { ...mention, file, field };
}

function fileFindings(file: ContentFile): Finding[] {
  const rel = `content/${file.name}`;
  const found = [
    ...file.fields
      .filter((field) => !isInputHint(field.path))
      .map(
        (field) =>
          templateValueFinding(file, field) ??
          placeholderValueFinding(file, field) ??
          (typeof field.value === 'string' ? textFinding(rel, field.path, field.value) : undefined),
      ),
    ...(file.body?.text.split(/\r?\n/) ?? []).map((text, i) =>
      textFinding(rel, `line ${file.body!.offset + i + 1}`, text),
    ),
  ].filter((f) => f !== undefined);
  const entries = found.filter((f) => f.covers !== undefined);
  const inside = (f: Finding, e: Finding) =>
    e.covers === '' || f.field === e.covers || f.field.startsWith(`${e.covers}.`);
  return found.filter((f) => !entries.some((e) => e !== f && inside(f, e)));
}

export async function launchCheck(contentDir: string, hashes: ReadonlySet<string> = placeholderHashes()) {
  const { files, unreadable } = readContent(contentDir);
  const findings = [
    ...artworkFindings(contentDir, files, hashes),
    ...(await locationFindings(contentDir)),
    ...files.flatMap(fileFindings),
  ];
  return { findings, unreadable };
}

export const GROUPS: Record<Group, Record<'title' | 'todo' | 'counted', string>> = {
  artwork: {
    title: 'Placeholder artwork and photos',
    todo: "put the company's photo at the same path (and rewrite its alt text), or point the fields at another photo",
    counted: 'images',
  },
  location: {
    title: 'Photos that record where they were taken (a GPS position)',
    todo: "replace each with a copy without location data: the site's published sizes leave it out, but the repository keeps the original",
    counted: 'photos with a GPS position',
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

export function report({ findings, unreadable }: Awaited<ReturnType<typeof launchCheck>>): {
  text: string;
  exitCode: number;
} {
  const out: string[] = [];
  const counts: string[] = [];
  for (const [group, text] of Object.entries(GROUPS) as [Group, (typeof GROUPS)[Group]][]) {
    const lines = findings.filter((f) => f.group === group).map(findingLine);
    if (!lines.length) continue;
    out.push(`${text.title} (${lines.length}): ${text.todo}.`, ...lines.map((l) => `  ${l}`), '');
    counts.push(`${lines.length} ${text.counted}`);
  }
  if (unreadable.length)
    out.push(
      `Files that could not be checked (${unreadable.length}):`,
      ...unreadable.map((u) => `  content/${u.name}: ${u.message}`),
      '',
    );
  if (findings.length)
    out.push(
      `${findings.length} ${findings.length === 1 ? 'thing' : 'things'} left to fix in content/ (${counts.join(', ')}): fix them, then run npm run launch-check again.`,
    );
  else if (!unreadable.length) out.push("Nothing left: content/ holds none of the template's placeholders.");
  if (unreadable.length)
    out.push(
      `${unreadable.length} ${unreadable.length === 1 ? 'file' : 'files'} could not be read: fix ${unreadable.length === 1 ? 'it' : 'them'} (npm run build says how), then run npm run launch-check again.`,
    );
  const exitCode = unreadable.length ? EXIT.unreadable : findings.length ? EXIT.left : EXIT.done;
  return { text: out.join('\n'), exitCode };
}
