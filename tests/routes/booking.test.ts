/** The built /booking; its outline and sections' copy are outline.test.ts's, its fact tokens filled tours/[tour].test.ts's. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc, meta } from '../helpers/site.ts';
import { calendarUrl, islandProps } from '../helpers/routes.ts';
import { text } from '../../tools/html.ts';

const c = content();
const { site } = c;

describe('/booking', () => {
  const d = doc('/booking');

  it("embeds the all-tours calendar with the site's flow, the tour read from ?itemId= in the browser", () => {
    const island = d.querySelector('#book-now [data-island="CalendarEmbed"]')!;
    assert.deepEqual(islandProps(island), {
      shortname: site.fareharbor.shortname,
      flow: site.fareharbor.flow,
      itemFromQuery: true,
      title: `${site.name} booking calendar`,
    });
    assert.equal(island.querySelector('.calendar-fallback a')?.getAttribute('href'), calendarUrl());
  });

  it("has the page copy's description and a mail button to the contact address", () => {
    assert.equal(meta(d, 'description'), c.pages.booking.description);
    const mail = d.querySelector('#mail a.btn')!;
    assert.deepEqual([text(mail), mail.getAttribute('href')], [c.labels.booking.emailButton, `mailto:${site.email}`]);
  });
});
