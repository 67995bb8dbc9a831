/** Lucide's icons (ISC licence), from the set's Iconify JSON: content names one, the build inlines its SVG. */
import { createRequire } from 'node:module';

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

const set = createRequire(import.meta.url)('@iconify-json/lucide/icons.json') as IconSet;

export const iconNames: ReadonlySet<string> = new Set([...Object.keys(set.icons), ...Object.keys(set.aliases ?? {})]);

/** The stroke style every Lucide icon repeats: src/styles/primitives.css gives it to every .icon once. */
const SHARED_STYLE =
  ' fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2"';

export function iconSvg(name: string): { body: string; width: number; height: number } | undefined {
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
  if (!icon) return undefined;
  const body = icon.body.replaceAll(SHARED_STYLE, '').replace(/^<g>([\s\S]*)<\/g>$/, '$1');
  return { body, width: icon.width ?? set.width ?? 24, height: icon.height ?? set.height ?? 24 };
}
