/** Search descriptions are cut off past about 160 characters; past 200 is a mistake (counted once fact tokens are filled). */
import type { ContentIssue } from '../read.ts';
import type { Check } from '../loaded.ts';
import { pageIds } from '../schema.ts';

const MAX = 200;

export const descriptions: Check = (site) => {
  if (!site.site) return [];
  const issues: ContentIssue[] = [];
  const check = (file: string, path: string, text: string | undefined) => {
    if (text !== undefined && text.length > MAX)
      issues.push({
        file,
        path,
        message: `keep the description under ${MAX} characters (it has ${text.length} once fact tokens are filled)`,
      });
  };
  for (const id of pageIds)
    if (site.pages[id]) check(`content/pages/${id}.json`, 'description', site.pages[id].description);
  for (const t of site.tours) check(t.file, 'seoDescription', t.data.seoDescription);
  for (const p of site.markdownPages) check(p.file, 'description', p.data.description);
  return issues;
};
