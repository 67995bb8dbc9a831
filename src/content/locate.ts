/** Gives every problem the line of its file it is on, for a message an editor's tools turn into a link. */
import type { ContentIssue } from './read.ts';
import { lineAt } from './read.ts';
import { jsonFieldLines, lineOfField } from './positions.ts';
import { PLACEHOLDER_TEXT } from './markdownFile.ts';
import type { Reader } from './reader.ts';

/**
 * A problem found in a Markdown body ("line N") is the body's; a field's is
 * the line its key is on (for a missing field, the enclosing one's); a
 * problem with the body as a whole, the line of what it quotes, else the
 * body's first line.
 */
export function locate(issues: ContentIssue[], sources: Reader['sources']): void {
  const jsonLines = new Map<string, ReturnType<typeof jsonFieldLines>>();
  for (const issue of issues) {
    const source = sources.get(issue.file);
    if (issue.line || !source) continue;
    const inText = /^line (\d+)$/.exec(issue.path);
    const md = source.markdown;
    if (inText) {
      issue.line = Number(inText[1]);
      // Front matter that could not be read leaves no body: its problems are the file's.
      const frontMatterFailed = !!md && md.bodyOffset === 0 && md.text.startsWith('---');
      issue.path = md && !frontMatterFailed && issue.line > md.bodyOffset ? 'body' : '';
    } else if (source.json !== undefined) {
      if (!jsonLines.has(issue.file)) jsonLines.set(issue.file, jsonFieldLines(source.json));
      issue.line = lineOfField(jsonLines.get(issue.file)!, issue.path);
    } else if (md && issue.path === 'body') {
      const quoted =
        /"([^"]+)"/.exec(issue.message)?.[1] ??
        (issue.message.startsWith('placeholder text in the body') ? PLACEHOLDER_TEXT.source : undefined);
      const at = quoted ? md.body.indexOf(quoted) : -1;
      issue.line = md.bodyOffset + lineAt(md.body, at >= 0 ? at : Math.max(0, md.body.search(/\S/))).line;
    } else if (md) issue.line = lineOfField(md.lines, issue.path);
  }
}
