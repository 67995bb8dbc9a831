/**
 * What a tour's kind asks of its file: a public tour's page shows fields the
 * schema leaves optional; the private tour's page is laid out by
 * content/pages/private-tour.json, so what only a public tour's page shows
 * would never be published. Only one tour can be private.
 */
import type { ContentIssue } from '../read.ts';
import type { Check } from '../loaded.ts';
import { PUBLIC_TOUR_FIELDS } from '../schema.ts';

/** Fields of a tour file that only a public tour's page shows. */
const PRIVATE_UNUSED = [...PUBLIC_TOUR_FIELDS, 'durationMinutes', 'galleryIds', 'testimonials', 'faqs'] as const;
const NOT_SHOWN =
  'not shown for the private tour, whose page is laid out by content/pages/private-tour.json: remove it, or move the copy there';

export const tourKinds: Check = (site) => {
  const issues: ContentIssue[] = [];
  for (const { file, parsed } of site.tours) {
    const data = parsed.data as Record<string, unknown>;
    const add = (path: string, message: string) => issues.push({ file, path, message });
    if (data.kind === 'public') {
      for (const key of ['maxGroup', ...PUBLIC_TOUR_FIELDS] as const)
        if (data[key] === undefined) add(key, 'a public tour needs it (its page shows it)');
      continue;
    }
    if (data.maxGroup !== undefined)
      add(
        'maxGroup',
        'the private tour takes groups from prices.privateMinGuests to privateMaxGuests in site.json: remove maxGroup here',
      );
    for (const key of PRIVATE_UNUSED) {
      const value = data[key];
      if (value !== undefined && !(Array.isArray(value) && !value.length)) add(key, NOT_SHOWN);
    }
    if (parsed.body.trim()) add('body', NOT_SHOWN);
  }
  const privateTours = site.tours.filter((t) => t.data.kind === 'private');
  for (const t of privateTours.slice(1)) {
    issues.push({
      file: t.file,
      path: 'kind',
      message: `only one tour can be private: the private tour page presents a single custom offer (${privateTours[0].file} is already private)`,
    });
  }
  return issues;
};
