/** The one script every page loads: enhancements, without React, of HTML that already works (one module each). */
import { scrollState } from './enhance/scroll.ts';
import { dropdowns } from './enhance/toursMenu.ts';
import { mobileMenu } from './enhance/mobileMenu.ts';
import { announcement } from './enhance/announcement.ts';
import { bookingLinks } from './enhance/bookingLinks.ts';
import { dates } from './enhance/dates.ts';
import { imageFallbacks } from './enhance/imageFallbacks.ts';
import { notFound } from './enhance/notFound.ts';
import { trackPlainEvents } from './enhance/plainEvents.ts';
import { consent } from './enhance/consent.ts';

scrollState();
dropdowns();
mobileMenu();
announcement();
bookingLinks();
dates();
imageFallbacks();
notFound();
trackPlainEvents();
void consent();
