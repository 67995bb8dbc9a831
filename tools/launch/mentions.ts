/**
 * Copy that spells out the template's company name or names one of its invented guides. Copy quotes the company's name
 * through {name} and {shortName}, so a name written out is one a rename would miss.
 */
import { escapeRegExp } from './text.ts';
import type { Group } from './templateValues.ts';
import { TEMPLATE_GUIDES, TEMPLATE_NAME } from './templateValues.ts';

/** The name as written, with "NYC" when it follows. */
const NAME = new RegExp(`${TEMPLATE_NAME.source}(?:\\s+NYC\\b)?`, 'i');
const GUIDE = new RegExp(`\\b(?:${TEMPLATE_GUIDES.map(escapeRegExp).join('|')})\\b`);

/** What `text` mentions of the template's people, and where the line belongs, or undefined. */
export function mentionProblem(text: string): { group: Group; why: string } | undefined {
  const name = NAME.exec(text);
  if (name) return { group: 'name', why: `spells out the template's name "${name[0].replace(/\s+/g, ' ')}"` };
  const guide = GUIDE.exec(text);
  if (guide) return { group: 'stories', why: `mentions the template's guide "${guide[0]}"` };
  return undefined;
}
