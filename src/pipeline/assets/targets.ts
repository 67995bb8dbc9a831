/** The browsers the site supports, written once: lightningcss reads the query, esbuild the same versions in its spelling. */
import browserslist from 'browserslist';

/** The last few years of evergreen engines. */
export const BROWSER_TARGETS = 'chrome >= 109, edge >= 109, firefox >= 115, safari >= 15.4, ios_saf >= 15.4';

/** browserslist's engine names that esbuild spells otherwise. */
const ESBUILD_NAMES: Record<string, string> = { ios_saf: 'ios' };

/** The oldest version of each engine BROWSER_TARGETS names, as esbuild targets ("chrome109", "safari15.4"). */
export function esbuildTargets(): string[] {
  const oldest = new Map<string, number>();
  for (const entry of browserslist(BROWSER_TARGETS)) {
    const [name, version] = entry.split(' ');
    const esb = ESBUILD_NAMES[name] ?? name;
    const v = Number.parseFloat(version.split('-')[0]);
    if (!oldest.has(esb) || v < oldest.get(esb)!) oldest.set(esb, v);
  }
  return [...oldest].map(([name, v]) => `${name}${v}`);
}
