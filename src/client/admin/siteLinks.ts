/**
 * Link fields that may hold a site path (a menu's links, a button's, a
 * redirect's target): a path that is not a page of the site is refused at the
 * field, before Publish, as the build would refuse it. The pages are the
 * site's routes when /admin/ was built, and on the editor's own machine (the
 * local backend) also every Markdown page and tour in the clone, read again
 * after each publish, so a page written a moment ago can be linked at once.
 */
import { tourHref } from '../../lib/sitePaths.ts';

type H = (tag: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
interface LinkProps {
  value?: unknown;
  field: { get(k: string): unknown };
  entry?: { get(k: string): unknown };
  parentIds?: string[];
}

/** Why `value` is no page of the site, in the editor's words; undefined for a page, an outside address or nothing. */
export function linkProblem(value: unknown, pages: ReadonlySet<string>): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  const page = value.split(/[?#]/)[0] || '/';
  if (pages.has(page)) return undefined;
  return `"${page}" is not a page of the site. Check the address, or publish that page first.`;
}

/** Decap's text field with the check above (Decap calls isValid on every save). */
export function siteLinkWidget(
  h: H,
  createClass: (spec: Record<string, unknown>) => unknown,
  textControl: unknown,
  pages: ReadonlySet<string>,
) {
  return createClass({
    isValid(this: { props: LinkProps }) {
      const { entry, value } = this.props;
      // A new tour's buttons link to its own page, which exists once it is published (the build checks that link).
      if (
        entry?.get('newRecord') &&
        entry.get('collection') === 'tours' &&
        typeof value === 'string' &&
        value.startsWith(tourHref(''))
      )
        return true;
      const problem = linkProblem(value, pages);
      return problem
        ? {
            error: {
              type: 'CUSTOM',
              parentIds: this.props.parentIds ?? [],
              message: `${String(this.props.field.get('label'))}: ${problem}`,
            },
          }
        : true;
    },
    render(this: { props: Record<string, unknown> }) {
      return h(textControl, this.props);
    },
  });
}

/** The addresses of the Markdown pages and tours in the clone, read through the local backend. */
export async function localPages(backend: string, folders: { pages: string; tours: string }): Promise<string[]> {
  const names = async (folder: string) => {
    const res = await fetch(backend, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        action: 'entriesByFolder',
        params: { branch: 'main', folder, extension: 'md', depth: 1 },
      }),
    });
    const entries = res.ok ? ((await res.json()) as { file: { path: string } }[]) : [];
    return entries.map((e) => e.file.path.replace(/^.*\//, '').replace(/\.md$/, ''));
  };
  const [pages, tours] = await Promise.all([names(folders.pages), names(folders.tours)]);
  return [...pages.map((n) => `/${n}`), ...tours.map(tourHref)];
}
