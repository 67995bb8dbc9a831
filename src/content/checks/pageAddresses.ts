/** A page written in Markdown must not take an address the site already has. */
import type { Check } from '../loaded.ts';
import { pageHref } from '../collections.ts';

export const pageAddresses: Check = (site) =>
  site.markdownPages
    .filter((page) => site.routes.includes(pageHref(page.file)))
    .map((page) => ({
      file: page.file,
      path: '',
      message: `its address ${pageHref(page.file)} is already a page of the site: give the file another name`,
    }));
