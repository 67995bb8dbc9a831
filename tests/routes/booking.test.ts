/**
 * The built /booking: hero, calendar section (#book-now) and mail section in
 * that order; its copy and description with every fact token filled; the
 * all-tours FareHarbor calendar that takes the tour from ?itemId= in the
 * browser, with its new-window fallback; and a mail button to the contact
 * address. Expected texts come from the content being built.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc, page } from '../helpers/site.ts';
import { heading, markdownText, section, UNFILLED_FACT } from '../helpers/copy.ts';
import { calendarUrl, islandProps } from '../helpers/routes.ts';
import { outline, text } from '../../tools/html.ts';

const c = content();
const { site } = c;

describe('/booking', () => {
  const d = doc('/booking');

  it('has the hero, the calendar section (#book-now) and the mail section, in order', () => {
    assert.deepEqual(outline(d), [
      `h1 ${c.pages.booking.hero.title}`,
      `h2 ${heading('booking', 'calendar')}`,
      `h2 ${heading('booking', 'mail')}`,
    ]);
  });

  it('shows the calendar copy and the page description, their fact tokens filled', () => {
    assert.ok(text(d.querySelector('#book-now')).includes(markdownText(section('booking', 'calendar').body)));
    assert.equal(d.querySelector('meta[name="description"]')?.getAttribute('content'), c.pages.booking.description);
    assert.doesNotMatch(page('/booking'), UNFILLED_FACT);
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
