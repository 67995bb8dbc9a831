/**
 * A small, strict XML 1.0 reader for the build's own feeds and sitemaps:
 * elements, attributes, text, CDATA, comments and processing instructions,
 * with the well-formedness rules a feed reader enforces (one root, matching
 * end tags, quoted and unique attributes, no bare `&` or `<` in text, only
 * the predefined entities and character references). No DTDs.
 */

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** Concatenated character data directly inside this element. */
  text: string;
  line: number;
}

export class XmlError extends Error {}

const NAME = /^[A-Za-z_][\w.\-]*(:[A-Za-z_][\w.\-]*)?/;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(raw: string, where: () => string): string {
  if (raw.includes('<')) throw new XmlError(`"<" in character data ${where()}`);
  return raw.replace(/&([^;\s]*);?/g, (m, ref: string) => {
    if (!m.endsWith(';')) throw new XmlError(`bare "&" ${where()}`);
    if (ref in PREDEFINED) return PREDEFINED[ref];
    const num = /^#x([0-9a-fA-F]+)$/.exec(ref)?.[1] ?? /^#([0-9]+)$/.exec(ref)?.[1];
    if (num === undefined) throw new XmlError(`unknown entity &${ref}; ${where()}`);
    const code = ref[1] === 'x' ? parseInt(num, 16) : parseInt(num, 10);
    if (code === 0 || code > 0x10ffff) throw new XmlError(`invalid character reference &${ref}; ${where()}`);
    return String.fromCodePoint(code);
  });
}

/** Parses a whole document and returns its root element; throws XmlError naming the line. */
export function parseXml(source: string): XmlElement {
  let i = 0;
  const lineAt = (at: number) => source.slice(0, at).split('\n').length;
  const where = () => `at line ${lineAt(i)}`;
  const fail = (msg: string): never => {
    throw new XmlError(`${msg} ${where()}`);
  };
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;

  if (source.charCodeAt(0) === 0xfeff) i = 1;
  if (source.startsWith('<?xml', i)) {
    const end = source.indexOf('?>', i);
    if (end < 0) fail('unterminated XML declaration');
    if (!/^<\?xml\s+version="1\.[0-9]"/.test(source.slice(i, end))) fail('XML declaration without version');
    i = end + 2;
  }

  while (i < source.length) {
    const lt = source.indexOf('<', i);
    const textEnd = lt < 0 ? source.length : lt;
    if (textEnd > i) {
      const raw = source.slice(i, textEnd);
      if (stack.length) stack[stack.length - 1].text += decode(raw, where);
      else if (raw.trim()) fail('text outside the root element');
      i = textEnd;
      continue;
    }
    if (source.startsWith('<!--', i)) {
      const end = source.indexOf('-->', i + 4);
      if (end < 0) fail('unterminated comment');
      if (source.slice(i + 4, end).includes('--')) fail('"--" inside a comment');
      i = end + 3;
    } else if (source.startsWith('<![CDATA[', i)) {
      if (!stack.length) fail('CDATA outside the root element');
      const end = source.indexOf(']]>', i);
      if (end < 0) fail('unterminated CDATA section');
      stack[stack.length - 1].text += source.slice(i + 9, end);
      i = end + 3;
    } else if (source.startsWith('<?', i)) {
      const end = source.indexOf('?>', i);
      if (end < 0) fail('unterminated processing instruction');
      i = end + 2;
    } else if (source.startsWith('<!', i)) {
      fail('DTDs and declarations are not allowed here');
    } else if (source.startsWith('</', i)) {
      const m = NAME.exec(source.slice(i + 2));
      if (!m) fail('bad end tag');
      const name = m![0];
      const close = source.indexOf('>', i);
      if (source.slice(i + 2 + name.length, close).trim()) fail(`junk in end tag </${name}>`);
      const open = stack.pop();
      if (!open || open.name !== name) fail(`</${name}> does not close <${open?.name ?? '(nothing)'}>`);
      i = close + 1;
    } else {
      const m = NAME.exec(source.slice(i + 1));
      if (!m) fail('bad start tag');
      const el: XmlElement = { name: m![0], attrs: {}, children: [], text: '', line: lineAt(i) };
      i += 1 + el.name.length;
      for (;;) {
        const ws = /^\s*/.exec(source.slice(i))![0];
        i += ws.length;
        if (source.startsWith('/>', i) || source[i] === '>') break;
        if (!ws) fail(`attributes of <${el.name}> must be separated by whitespace`);
        const a = /^([A-Za-z_][\w.\-:]*)\s*=\s*("([^"<]*)"|'([^'<]*)')/.exec(source.slice(i));
        if (!a) fail(`bad attribute in <${el.name}>`);
        if (a![1] in el.attrs) fail(`duplicate attribute ${a![1]} in <${el.name}>`);
        el.attrs[a![1]] = decode(a![3] ?? a![4], where);
        i += a![0].length;
      }
      const selfClosing = source.startsWith('/>', i);
      i += selfClosing ? 2 : 1;
      if (stack.length) stack[stack.length - 1].children.push(el);
      else if (root) fail('a second root element');
      else root = el;
      if (!selfClosing) stack.push(el);
    }
  }
  if (stack.length) throw new XmlError(`<${stack[stack.length - 1].name}> is never closed`);
  if (!root) throw new XmlError('no root element');
  return root;
}

/** Direct children named `name`. */
export function childrenNamed(el: XmlElement, name: string): XmlElement[] {
  return el.children.filter((c) => c.name === name);
}

/** The text of the only child named `name`, or undefined. */
export function childText(el: XmlElement, name: string): string | undefined {
  return childrenNamed(el, name)[0]?.text;
}
