/** Feeds and sitemaps read by saxes, a strict XML parser: what a feed reader refuses throws (happy-dom lets some pass). */
import { SaxesParser } from 'saxes';

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The character data directly inside it, not its children's. */
  text: string;
}

export class XmlError extends Error {}

/** Parses a whole document and returns its root element; throws XmlError naming the line and column. */
export function parseXml(source: string): XmlElement {
  const parser = new SaxesParser();
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const addText = (t: string) => {
    if (stack.length) stack[stack.length - 1]!.text += t;
  };
  parser.on('error', (e) => {
    throw new XmlError(e.message);
  });
  parser.on('opentag', (tag) => {
    const el: XmlElement = {
      name: tag.name,
      attrs: { ...(tag.attributes as Record<string, string>) },
      children: [],
      text: '',
    };
    if (stack.length) stack[stack.length - 1]!.children.push(el);
    else root = el;
    if (!tag.isSelfClosing) stack.push(el);
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) stack.pop();
  });
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.write(source.replace(/^\uFEFF/, '')).close();
  if (!root) throw new XmlError('no root element');
  return root;
}

export const childrenNamed = (el: XmlElement, name: string): XmlElement[] => el.children.filter((c) => c.name === name);

export const childText = (el: XmlElement, name: string): string | undefined => childrenNamed(el, name)[0]?.text;
