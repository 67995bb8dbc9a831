/** Each field's line in a content file, by field path ("stops.0.name"), read by `yaml` (JSON being YAML 1.2). */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';

export type FieldLines = Record<string, number>;

/** A field's line is its key's (a list under "stops:" is on the "stops:" line); a list item's is its own. */
export function fieldLines(contents: unknown, counter: LineCounter): FieldLines {
  const lines: FieldLines = {};
  const lineOf = (node: unknown) =>
    (node as YamlNode | null)?.range ? counter.linePos((node as YamlNode).range![0]).line : undefined;
  const record = (node: unknown, at: string[]) => {
    const children = isMap(node)
      ? node.items.map((pair) => [isScalar(pair.key) ? pair.key.value : pair.key, pair.value, pair.key] as const)
      : isSeq(node)
        ? node.items.map((item, i) => [i, item, item] as const)
        : [];
    for (const [key, value, start] of children) {
      const path = [...at, String(key)];
      const line = lineOf(start) ?? lineOf(value);
      if (line) lines[path.join('.')] = line;
      record(value, path);
    }
  };
  record(contents, []);
  return lines;
}

/** For a JSON text that JSON.parse accepted. */
export function jsonFieldLines(text: string): FieldLines {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, schema: 'json', uniqueKeys: false });
  return fieldLines(doc.contents, counter);
}

/** The field's line, else (a missing field) the nearest enclosing one's, else 1. A note may follow ("answer (line 3 of the text)"). */
export function lineOfField(lines: FieldLines, fieldPath: string): number {
  const parts = fieldPath
    .replace(/ \(.*\)$/, '')
    .split('.')
    .filter(Boolean);
  for (let n = parts.length; n > 0; n--) {
    const line = lines[parts.slice(0, n).join('.')];
    if (line) return line;
  }
  return 1;
}

/** From 1. */
export function lineAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
