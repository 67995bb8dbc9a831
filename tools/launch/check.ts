/**
 * The launch checklist: everything in content/ that is still the template's, one finding per file and field. Each field
 * is listed once, for the first rule it breaks (a value the template ships, then an id that looks made up, an address
 * that is not the company's, a name of the template's); a line naming a whole entry (a guide, a clipping, a post)
 * stands for the rest of it.
 */
import { artworkFindings, placeholderHashes } from './artwork.ts';
import { type ContentFile, readContent, type Unreadable } from './contentFields.ts';
import type { Finding } from './finding.ts';
import { addressProblem } from './addresses.ts';
import { mentionProblem } from './mentions.ts';
import { bodyLines } from './text.ts';
import { placeholderValueFinding, templateValueFinding } from './values.ts';

export interface LaunchCheck {
  findings: Finding[];
  unreadable: Unreadable[];
}

/** A field holding an input's example text (an e-mail field's "you@example.com") is meant to be an example. */
const isInputHint = (fieldPath: string) => /(^|\.)placeholder$/.test(fieldPath);

/** The line for a text (a field's value or a body line) whose address or name is the template's. */
function textFinding(file: string, field: string, text: string): Finding | undefined {
  const address = addressProblem(text);
  if (address) return { group: 'addresses', file, field, why: address };
  const mention = mentionProblem(text);
  return mention && { ...mention, file, field };
}

function fileFindings(file: ContentFile): Finding[] {
  const rel = `content/${file.name}`;
  const found: Finding[] = [];
  for (const field of file.fields) {
    if (isInputHint(field.path)) continue;
    const f =
      templateValueFinding(file, field) ??
      placeholderValueFinding(file, field) ??
      (typeof field.value === 'string' ? textFinding(rel, field.path, field.value) : undefined);
    if (f) found.push(f);
  }
  for (const { line, text } of file.body ? bodyLines(file.body) : []) {
    const f = textFinding(rel, `line ${line}`, text);
    if (f) found.push(f);
  }
  // A line naming a whole entry stands for every other line inside it.
  const entries = found.filter((f) => f.covers !== undefined);
  const inside = (f: Finding, e: Finding) =>
    e.covers === '' || f.field === e.covers || f.field.startsWith(`${e.covers}.`);
  return found.filter((f) => !entries.some((e) => e !== f && inside(f, e)));
}

export function launchCheck(contentDir: string, hashes: ReadonlySet<string> = placeholderHashes()): LaunchCheck {
  const { files, unreadable } = readContent(contentDir);
  const findings = [...artworkFindings(contentDir, files, hashes), ...files.flatMap(fileFindings)];
  return { findings, unreadable };
}
