/** Front matter split by gray-matter, read with `yaml`'s YAML 1.2 core schema: a date stays the text the editor wrote. */
import matter from 'gray-matter';
import { LineCounter, parseDocument } from 'yaml';
import { fieldLines } from './problems/lines.ts';

export interface FrontMatterFile {
  data: Record<string, unknown>;
  body: string;
  /** Lines before the body (the front matter and its fences), to turn body lines into file lines. */
  bodyOffset: number;
  /** The file line of each value, by field path. */
  lines: Record<string, number>;
}

export interface FrontMatterError {
  /** "line N" when the parser knows where, else "". */
  path: string;
  message: string;
}

/** Values and the line of each, or the first error with its place. */
function parseYaml(text: string): { data: unknown; lines: Record<string, number>; error?: FrontMatterError } {
  const counter = new LineCounter();
  // The line break before the closing fence stays with the block: a lone "\r" would end up in the last value.
  const doc = parseDocument(text.endsWith('\r') ? text.slice(0, -1) : text, {
    lineCounter: counter,
    prettyErrors: false,
    schema: 'core',
    resolveKnownTags: false,
    uniqueKeys: true,
  });
  // A tag the core schema does not know (`!date`) is only a warning to `yaml`: refused here, as anything that would not be read as written.
  const first = doc.errors[0] ?? doc.warnings[0];
  if (first) {
    const at = counter.linePos(first.pos[0]);
    const message = `front matter is not valid YAML: ${first.message.split('\n')[0]} (column ${at.col})`;
    return { data: {}, lines: {}, error: { path: `line ${at.line}`, message } };
  }
  return { data: doc.toJS(), lines: fieldLines(doc.contents, counter) };
}

export function parseFrontMatter(text: string): { file?: FrontMatterFile; error?: FrontMatterError } {
  const opening = /^---([^\r\n]*)(?:\r?\n|$)/.exec(text);
  if (!opening || opening[1].startsWith('-')) return { file: { data: {}, body: text, bodyOffset: 0, lines: {} } };
  // gray-matter reads a language after the opening fence ("---js" would run JavaScript): only YAML is read.
  const language = opening[1].trim();
  if (language && !/^ya?ml$/i.test(language))
    return {
      error: { path: 'line 1', message: `front matter must be YAML: remove "${language}" after the opening "---"` },
    };
  // gray-matter takes an unclosed block as front matter running to the end of the file: refused, since the body would be read as YAML.
  if (text.indexOf('\n---', 3) < 0)
    return { error: { path: '', message: 'front matter is not closed: add a line "---" after it' } };
  let yaml: ReturnType<typeof parseYaml> = { data: {}, lines: {} };
  const engine = (source: string) => {
    // The block starts with the rest of the opening line, so its line 1 is the file's line 1.
    yaml = parseYaml(source);
    return yaml.data as object;
  };
  // Passing options (engines) also keeps gray-matter from caching every text it read for the life of the process.
  const parsed = matter(text, { language: 'yaml', engines: { yaml: engine } });
  if (yaml.error) return { error: yaml.error };
  const data =
    parsed.data && typeof parsed.data === 'object' && !Array.isArray(parsed.data)
      ? (parsed.data as Record<string, unknown>)
      : {};
  const body = parsed.content;
  // The body is the end of the text: the lines before it are the newlines before it.
  let bodyOffset = 0;
  for (let i = text.length - body.length - 1; i >= 0; i--) if (text.charCodeAt(i) === 10) bodyOffset++;
  return { file: { data, body, bodyOffset, lines: yaml.lines } };
}
