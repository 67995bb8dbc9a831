/** Fact tokens in JSON files that name no fact (found while filling them; a Markdown file's are among its own problems). */
import type { Check } from '../loaded.ts';

export const factTokens: Check = (site) => site.jsonFactProblems;
