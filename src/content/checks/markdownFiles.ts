/**
 * Each Markdown file's own problems, found once per file while it is unchanged (markdownFile.ts): placeholders (in a
 * build), unknown fact tokens, unpublishable images, raw HTML; a file whose front matter failed still has its body checked.
 */
import type { Check } from '../loaded.ts';
import { inFile } from '../loaded.ts';

export const markdownFiles: Check = (site) => [
  ...[...site.tours, ...site.markdownPages, ...site.posts].flatMap((entry) => inFile(entry.file, entry.ownProblems)),
  ...site.brokenBodies.flatMap((body) => inFile(body.file, body.problems)),
];
