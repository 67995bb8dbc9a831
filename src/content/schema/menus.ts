/** The header's and the footer's entries and the booking calls to action (content/menus.json), and old addresses (content/redirects.json). */
import { z } from 'zod';
import { flag, internalPath, link, list, matching, obj, schemaKey, text } from './fields.ts';

/** The addresses in site.json a menu can link to by name, so each is written once. */
export const SITE_LINKS = ['giftCardsUrl', 'petitionUrl', 'pressMaterialsUrl'] as const;

const menuLinkShape = {
  label: text.describe('What the entry says.'),
  href: link.optional().describe('A page of this site ("/about") or an https:// or mailto: address.'),
  siteLink: z
    .enum(SITE_LINKS)
    .optional()
    .describe(
      'Instead of href: an address kept in site.json (giftCardsUrl, petitionUrl, pressMaterialsUrl), so it is written once.',
    ),
};
const oneTarget = (l: { href?: string; siteLink?: string }) => (l.href === undefined) !== (l.siteLink === undefined);
const ONE_TARGET = { message: 'give the entry either an href or a siteLink (one of them)', path: ['href'] };
const menuLinkSchema = obj(menuLinkShape).refine(oneTarget, ONE_TARGET);
const headerItemSchema = obj({
  ...menuLinkShape,
  tours: flag('This entry opens a list of every tour (in their order): tours join it by themselves.'),
}).refine(oneTarget, ONE_TARGET);
export type MenuLink = z.infer<typeof menuLinkSchema>;

const buttonLabel = (text_: string, what: string) => text.default(text_).describe(what);

export const menusFileSchema = obj({
  ...schemaKey,
  header: obj({
    items: list(headerItemSchema, 'the header needs at least one entry')
      .refine((items) => items.filter((i) => i.tours).length <= 1, 'only one entry can open the list of tours')
      .describe("The header's entries, in order."),
    button: obj({ label: text, href: internalPath }).describe('The button at the end of the header, e.g. to /booking.'),
    menuLabel: buttonLabel('Menu', "The small-screen menu button's label."),
  }),
  footer: obj({
    lists: z
      .array(obj({ heading: text, items: list(menuLinkSchema, 'a list needs at least one link') }))
      .describe("The footer's lists of links, each under its heading, in order."),
    button: obj({ label: text, href: internalPath }).describe("The button under the footer's logo."),
    newsletterHeading: text.describe("The heading over the footer's newsletter sign-up."),
    rights: buttonLabel('All rights reserved.', "What the copyright line says after the year and the company's name."),
  }),
  booking: obj({
    floating: buttonLabel('Book Now', 'The floating booking button on wide screens.'),
    bar: buttonLabel('Book Your Tour', 'The booking bar at the bottom of small screens.'),
  }).describe("The booking calls to action on every page (both link to the header button's address)."),
});
export type Menus = z.infer<typeof menusFileSchema>;

export const redirectSchema = obj({
  from: matching(/^\/[^\s]*$/, 'must start with "/"').describe(
    'Old address. A trailing "*" matches every address that starts with it, e.g. "/petition-*".',
  ),
  to: internalPath.describe('A page of this site.'),
});
export type Redirect = z.infer<typeof redirectSchema>;
export const redirectsFileSchema = obj({ ...schemaKey, redirects: z.array(redirectSchema) });
