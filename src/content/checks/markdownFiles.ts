/**
 * Each Markdown file's own problems, found once per file and kept while it is
 * unchanged (markdownFile.ts): placeholders (in a build; a preview marks the
 * file unfinished), fact tokens that name no fact, images that cannot be
 * published and raw HTML. A file whose front matter has a mistake still gets
 * its body checked.
 */
import type { Check } from '../loaded.ts';
import { inFile } from '../loaded.ts';

export const markdownFiles: Check = (site) => [
  ...[...site.tours, ...site.markdownPages, ...site.posts].flatMap((entry) => inFile(entry.file, entry.ownProblems)),
  ...site.brokenBodies.flatMap((body) => inFile(body.file, body.problems)),
];
