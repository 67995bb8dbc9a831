/** The built /booking; its outline is outline.test.ts's, its fact tokens filled tours/[tour].test.ts's. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc } from '../helpers/site.ts';
import { markdownText, section } from '../helpers/copy.ts';
import { calendarUrl, islandProps } from '../helpers/routes.ts';
import { text } from '../../tools/html.ts';

const c = content();
const { site } = c;

describe('/booking', () => {
  const d = doc('/booking');

  it('shows the calendar copy and the page description, their fact tokens filled', () => {
    assert.ok(text(d.querySelector('#book-now')).includes(markdownText(section('booking', 'calendar').body)));
    assert.equal(d.querySelector('meta[name="description"]')?.getAttribute('content'), c.pages.booking.description);
  });

  it("embeds the all-tours calendar with the site's flow, the tour read from ?itemId= in the browser", () => {
    const island = d.querySelector('#book-now [data-island="CalendarEmbed"]')!;
    assert.deepEqual(islandProps(island), {
      shortname: site.fareharbor.shortname,
      flow: site.fareharbor.flow,
      itemFromQuery: true,
      title: `${site.name} booking calendar`,
    });
    assert.equal(text(island.querySelector('.calendar-status')), 'Preparing calendar...');
    assert.equal(island.querySelector('.calendar-fallback a')?.getAttribute('href'), calendarUrl());
  });

  it('has a mail button to the contact address', () => {
    const mail = d.querySelector('#mail a.btn')!;
    assert.equal(text(mail), c.labels.booking.emailButton);
    assert.equal(mail.getAttribute('href'), `mailto:${site.email}`);
  });
});
