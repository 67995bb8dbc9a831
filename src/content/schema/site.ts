/** content/site.json: the company's facts, its services' keys and its look. */
import { z } from 'zod';
import { email, externalUrl, hexColour, imagePath, matching, obj, positiveInt, schemaKey, text } from './fields.ts';
import { inForm } from './formWords.ts';

function isTimeZone(s: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: s });
    return true;
  } catch {
    return false;
  }
}

const percent = (min: number) => z.number().int().min(min).max(100);

const videoSchema = obj({
  provider: z.enum(['youtube', 'nbc']).describe('Where the video is hosted.'),
  id: matching(/^[A-Za-z0-9_-]+$/).describe('The video id from its address.'),
  title: text.describe('Accessible title of the video frame and its play button.'),
  poster: imagePath.describe('Still image shown until the visitor presses Play.'),
});

/** Where visits and events are counted (src/lib/analytics.ts). */
const analyticsSchema = z
  .discriminatedUnion(
    'provider',
    [
      obj({ provider: z.literal('none').describe('No analytics: pages load no counting script.') }),
      obj({
        provider: z.literal('plausible').describe('Plausible Analytics: no cookies, so it loads without asking.'),
        domain: matching(
          /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/,
          'must be the site\'s domain as it is named in Plausible, e.g. "example.com" (no https://, no path)',
        ).describe('The site\'s domain as added in Plausible, e.g. "whiskerwalks.nyc".'),
        scriptUrl: matching(
          /^https:\/\/[a-z0-9.-]+(:\d+)?\/[^\s?#]*\.js$/,
          'must be the https:// address of a Plausible script, e.g. "https://stats.example.com/js/script.js"',
        )
          .optional()
          .describe(
            "Only for a self-hosted Plausible: the address of its script; left out, Plausible's own (plausible.io) is used. Events go to the same host.",
          ),
      }),
      obj({
        provider: z
          .literal('cloudflare')
          .describe('Cloudflare Web Analytics: no cookies and no custom events (page views only).'),
        token: matching(
          /^[0-9a-f]{32}$/,
          'must be the 32-character token of the site in Cloudflare Web Analytics (digits and a-f)',
        ).describe('The site\'s token in Cloudflare Web Analytics (the "token" of its JS snippet).'),
      }),
      obj({
        provider: z
          .literal('ga4')
          .describe(
            'Google Analytics 4: it sets cookies, so it loads only after the visitor accepts them in the consent bar.',
          ),
        measurementId: matching(
          /^G-[A-Z0-9]{4,16}$/,
          'must be a GA4 measurement id, "G-" and capital letters or digits, e.g. "G-AB12CD34EF"',
        ).describe('The GA4 web stream\'s measurement id, e.g. "G-AB12CD34EF".'),
      }),
    ],
    { error: 'must name a provider: "none", "plausible", "cloudflare" or "ga4"' },
  )
  .default({ provider: 'none' })
  .describe(
    'Analytics, off by default: "provider" picks "plausible", "cloudflare" or "ga4" (or "none"), with that provider\'s id beside it (see docs/editing.md).',
  );

export const siteSchema = obj({
  ...schemaKey,
  name: text.describe(
    'Company name shown in the header, footer, titles and structured data. Copy names the company with the fact token {name}, never by writing it out, so a new name reaches every page.',
  ),
  shortName: text.describe(
    'The company\'s name in short, for headings and buttons that use one ("Why Guests Love {shortName}"). Fact token {shortName}.',
  ),
  tagline: text.describe('One-line tagline under the footer logo.'),
  url: matching(/^https:\/\/[^/\s]+$/, 'must be an https:// origin without a trailing slash').describe(
    'Address of the production site, no trailing slash; canonical links and the sitemap use it.',
  ),
  language: matching(/^[a-z]{2}(-[A-Z]{2})?$/).describe('Language of every page, e.g. "en-US".'),
  timeZone: z
    .string()
    .refine(isTimeZone, 'must be a time zone name such as "America/New_York"')
    .describe(
      'The company\'s time zone, e.g. "America/New_York": a post dated YYYY-MM-DD is published at the start of that day there (search engines and link previews are told so).',
    ),
  email: email.describe('Public contact address (mail links, reach-out card, press contact). Fact token {email}.'),
  bookOrderEmail: email.describe('Address that takes book orders ("Email us to order").'),
  address: obj({ locality: text, region: text, country: text }).describe(
    'City, region and country for structured data.',
  ),
  social: obj({ label: text, handle: text, url: externalUrl }).describe('The social profile (Instagram).'),
  giftCardsUrl: externalUrl.describe('Gift-card page of the booking provider.'),
  petitionUrl: externalUrl.describe('External petition form linked from the footer and press kit.'),
  pressMaterialsUrl: externalUrl.describe('Shared folder of press materials.'),
  season: obj({
    year: z.number().int().min(2000).max(2100).describe('The season\'s year. Fact token {seasonYear} ("2025").'),
    name: text.describe(
      'The season\'s name, e.g. "Spring/Summer". Fact token {season} is year and name: "2025 Spring/Summer".',
    ),
    announcement: text.describe('Announcement bar text on the home page (fact tokens allowed).'),
    urgencyTemplate: text
      .refine((s) => s.includes('{month}'), 'must contain {month}')
      .describe("Hero urgency message; {month} is filled in the visitor's browser (fact tokens allowed)."),
  }).describe('Season wording used by the announcement bar, season banner and urgency message.'),
  prices: obj({
    perPerson: positiveInt.describe('Public tours, per person, in whole dollars. Fact token {perPerson} ("$40").'),
    otherToursAverage: positiveInt.describe(
      'Marketing comparison: average price of other NYC walking tours. Token {otherToursAverage}.',
    ),
    privateBase: inForm(
      positiveInt.describe('Private tours: flat minimum covering privateIncludedGuests. Token {privateBase}.'),
      { hint: 'Private tours: flat minimum covering the included guests. Token {privateBase}.' },
    ),
    privateIncludedGuests: positiveInt.describe(
      'Guests covered by the private base price. Token {privateIncludedGuests}.',
    ),
    privatePerExtraGuest: positiveInt.describe(
      'Private tours: each guest above the included ones. Token {privatePerExtraGuest}.',
    ),
    privateMinGuests: positiveInt.describe('Smallest private group the calculator takes. Token {privateMinGuests}.'),
    privateMaxGuests: positiveInt.describe('Largest private group the calculator takes. Token {privateMaxGuests}.'),
    indoorTalkGeneral: positiveInt.describe('Indoor talk, General Admission ticket. Token {indoorTalkGeneral}.'),
    indoorTalkWalkAndTalk: positiveInt.describe(
      'Indoor talk, Walk and Talk Package ticket. Token {indoorTalkWalkAndTalk}.',
    ),
    walkAndTalkTourDiscountPercent: percent(1).describe(
      'Discount on a future tour included in the Walk and Talk Package, in percent. Token {walkAndTalkTourDiscountPercent}.',
    ),
  })
    .refine((p) => p.privateMinGuests <= p.privateMaxGuests, {
      message: 'privateMinGuests must not be more than privateMaxGuests',
      path: ['privateMinGuests'],
    })
    .describe('Prices in whole US dollars.'),
  claims: obj({
    fiveStarPercent: percent(0).describe('Share of guests who rate a tour five stars. Token {fiveStarPercent}.'),
    durationHours: z
      .number()
      .positive()
      .describe('Length of a public tour in hours. Tokens {durationHours} ("2") and {duration} ("2 hours").'),
    distanceMiles: z
      .number()
      .positive()
      .describe(
        'Walking distance of a public tour in miles. Tokens {distanceMiles} ("1.5") and {distance} ("1.5 miles").',
      ),
    defaultMaxGroup: inForm(
      positiveInt.describe(
        'Usual group maximum ("small groups"). Token {defaultMaxGroup}. Each tour sets its own maxGroup.',
      ),
      { hint: 'Usual group maximum ("small groups"). Token {defaultMaxGroup}. Each tour sets its own.' },
    ),
    groupDiscountMinimum: positiveInt.describe(
      'Group size from which a group discount applies. Token {groupDiscountMinimum}.',
    ),
  }).describe('Public claims quoted in copy through fact tokens.'),
  fareharbor: obj({
    shortname: matching(/^[a-z0-9-]+$/, 'must be the lower-case FareHarbor shortname').describe(
      "The company's FareHarbor shortname.",
    ),
    flow: positiveInt.describe('Booking flow used by every booking link and calendar.'),
    calendarDays: positiveInt.describe('Days the calendar shows ahead. Token {calendarDays}.'),
  }).describe('FareHarbor, the booking provider.'),
  emailjs: obj({ publicKey: text, serviceId: text, templateId: text }).describe(
    'EmailJS keys for the contact form (public by design).',
  ),
  mailchimp: obj({
    action: matching(
      /^https:\/\/[a-z0-9.-]+\.list-manage\.com\/subscribe\/post\?/,
      'must be a list-manage.com subscribe/post address',
    ).describe("The sign-up form's action (list-manage.com subscribe/post address)."),
    honeypotName: matching(/^b_[a-z0-9]+_[a-z0-9]+$/).describe('Honeypot input name, b_<u>_<list>.'),
    tags: text.describe('Hidden tags value (a Mailchimp tag id).'),
  }).describe('Mailchimp newsletter form.'),
  formService: obj({ endpoint: externalUrl.describe('Where Adventure Cats applications are posted.') }).describe(
    'Form-collection service.',
  ),
  videos: obj({ home: videoSchema, gallery: videoSchema, adventureCats: videoSchema }).describe(
    'Videos shown as click-to-play facades.',
  ),
  colors: obj({
    brand: hexColour.describe("Headings, the header's links and the footer's background."),
    accent: hexColour.describe('Buttons, and links under the pointer (white text sits on it).'),
    accentDark: hexColour.describe('Links, and buttons under the pointer.'),
  }).describe(
    "The company's colours, as #rrggbb. Each must keep text readable where the site uses it (WCAG AA, 4.5:1): the build says which pair falls short and by how much.",
  ),
  ogImage: imagePath.describe('The share image of a page without a photo of its own (link previews; made 1200×630).'),
  ogImageAlt: text.describe('What the default share image shows, for people who cannot see it.'),
  logo: obj({
    src: imagePath.describe('Footer logo; search engines get it centred on a white square.'),
    alternate: imagePath.describe('Tried when the logo fails to load.'),
    alt: text.describe('What the logo says, for people who cannot see it (usually "{name}").'),
    mark: inForm(
      imagePath.describe(
        "The square mark beside the name in the header, also the browser tab's icon (favicon.ico is made from it).",
      ),
      { hint: "The square mark beside the name in the header, also the browser tab's icon." },
    ),
  }).describe("The company's logo files."),
  book: obj({ title: text, description: text, image: imagePath, imageAlt: text }).describe(
    'The book for sale on the home page.',
  ),
  analytics: inForm(analyticsSchema, { hint: "Off by default: choose a provider, and give that provider's ID." }),
});
export type Site = z.infer<typeof siteSchema>;
