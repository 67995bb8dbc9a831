/**
 * Each component's own CSS, inline in the page's head (docs/development.md, "CSS"). Its precedence is its folder,
 * in cascade order; React writes a file once however often it renders, in the order the page first rendered each.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useRender } from './render.ts';

export const PRECEDENCES = ['base', 'layout', 'component', 'route'] as const;
export type Precedence = (typeof PRECEDENCES)[number];

const FOLDER_PRECEDENCE: Record<string, Precedence> = {
  styles: 'base',
  layouts: 'layout',
  components: 'component',
  islands: 'component',
  routes: 'route',
};

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The key of the CSS file beside a module, or of a CSS file, given its URL: its path under src/ without the extension ("components/Hero"). */
export function styleKey(of: string | URL): string {
  const url = String(of);
  let key = keys.get(url);
  if (key === undefined) {
    const file = fileURLToPath(of);
    const rel = path.relative(srcDir, file).split(path.sep).join('/');
    if (rel.startsWith('../') || path.isAbsolute(rel)) throw new Error(`${file} is not under src/`);
    key = rel.replace(/\.(tsx|ts|css)$/, '');
    keys.set(url, key);
  }
  return key;
}
/** Keys by module URL: every page renders the same few components. */
const keys = new Map<string, string>();

export function precedenceOf(key: string): Precedence {
  const precedence = FOLDER_PRECEDENCE[key.split('/')[0]];
  if (!precedence)
    throw new Error(`src/${key}.css: CSS lives in src/styles, src/layouts, src/components, src/islands or src/routes`);
  return precedence;
}

function useBuiltCss(key: string) {
  const css = useRender().styles.get(key);
  if (!css)
    throw new Error(
      `src/${key}.css does not exist: <Styles of={…}> and useStylesheetHref() name a CSS file (the one beside the module for import.meta.url)`,
    );
  return css;
}

/** The CSS file beside the module `of` (import.meta.url), or the CSS file `of`, inline in the page's head. */
export function Styles({ of }: { of: string | URL }) {
  const key = styleKey(of);
  return (
    <style href={key} precedence={precedenceOf(key)}>
      {useBuiltCss(key).code}
    </style>
  );
}

/** First in the head: React orders precedences as it first meets them, so an empty block each, in cascade order. */
export function CascadeOrder() {
  return PRECEDENCES.map((p) => (
    <style key={p} href={p} precedence={p}>
      {''}
    </style>
  ));
}

/** The address of a CSS file a page loads later, on demand (a hashed file the build writes with the page). */
export function useStylesheetHref(of: string | URL): string {
  const key = styleKey(of);
  const css = useBuiltCss(key);
  useRender().stylesheets.add(key);
  return `/assets/${css.file}`;
}

/** The keys of custom-property rules in a page's style blocks start with this (files' keys are paths under src/). */
export const CUSTOM_PROPERTIES_KEY = 'vars/';

const PROPERTY_NAME = /^--[a-z][a-z0-9-]*$/;
/** What a custom property's value may hold: enough for numbers, lengths, keywords and positions, never the end of a rule. */
const PROPERTY_VALUE = /^[a-z0-9%. -]+$/i;

/**
 * Custom properties an element takes from content, as a rule of the page's CSS rather than a style attribute: the
 * class for the element and the rule beside it (equal values share one). `name`, unique to the values, stands in
 * for their hash.
 */
export function customProperties(prefix: string, values: Record<string, string>, name?: string) {
  if (!Object.keys(values).length) return { className: '', rule: null };
  const declarations = Object.entries(values)
    .map(([name, value]) => {
      if (!PROPERTY_NAME.test(name) || !PROPERTY_VALUE.test(value))
        throw new Error(`Custom property ${name}: ${JSON.stringify(value)} is not a plain CSS value`);
      return `${name}:${value}`;
    })
    .join(';');
  // A name the caller makes from the values themselves ("60x160") compresses with the page; else a short hash of them.
  if (name !== undefined && !/^[a-z0-9-]+$/.test(name))
    throw new Error(`Class name part ${JSON.stringify(name)} is not lower-case letters, digits and hyphens`);
  const className = `${prefix}-${name ?? createHash('sha256').update(declarations).digest('hex').slice(0, 8)}`;
  const rule = (
    <style href={`${CUSTOM_PROPERTIES_KEY}${className}`} precedence="component">
      {`.${className}{${declarations}}`}
    </style>
  );
  return { className, rule };
}
