/**
 * The words of the site's layout (content/labels.json), each defaulting to the site's original words, so any may be left
 * out. A label may quote fact tokens; a value only the page knows is a slot such as {tour}, for the page (src/lib/slots.ts).
 */
import { z } from 'zod';
import { FIELD_LABELS } from '../../lib/adventureForm.ts';
import { MARKDOWN_FIELDS, schemaKey, text } from './fields.ts';
import { inForm } from './formWords.ts';

const SLOT_MEANING = {
  tour: "the tour's short title",
  maxGroup: "the tour's group maximum",
  schedule: "the tour's schedule",
  author: "the post's author",
  minutes: "the post's reading time in minutes",
  page: "the page's number",
  pages: 'the number of pages',
  category: "the category's name",
  photos: "the photos' name",
  number: "the photo's number",
  count: 'how many photos there are',
  service: "the service's name",
} as const;
type Slot = keyof typeof SLOT_MEANING;

/** One label: its default words, what it is, and the slots it may hold or else what it is in the CMS's words. */
type Spec = readonly [words: string, what: string, slotsOrForm?: readonly Slot[] | string];
const slotsOf = (spec: Spec) => (typeof spec[2] === 'string' ? [] : (spec[2] ?? []));
type Group = { readonly what: string; readonly fields: Readonly<Record<string, Spec>>; readonly form?: string };

/** `.inForm()` says what the group is in the CMS's words. */
const group = <F extends Group['fields']>(what: string, fields: F) => ({
  what,
  fields,
  inForm: (form: string) => ({ what, fields, form }),
});

const TABLE = {
  everyPage: group('On every page.', {
    skipLink: [
      'Skip to main content',
      "The first link of every page, shown when it has keyboard focus: it jumps past the header to the page's content.",
    ],
    announcementLink: [
      'See the tours',
      "The link after the season's announcement at the top of the home page (to /tours).",
    ],
  }),
  home: group("The home page's words that are not in pages/home.json.", {
    moreQuotesHeading: ['More From Our Guests', 'The heading over the carousel of quotes.'],
    bookOrderButton: [
      'Email us to order',
      "The button under the book (it writes to site.json's bookOrderEmail).",
      'The button under the book (it writes to the address for book orders).',
    ],
    galleryLabel: [
      'Scenes from our tours',
      "The home page's photos' name: read by screen readers, and the start of an enlarged photo's title.",
    ],
    fullGalleryLink: ['See the full gallery', 'The link under the photos (to /gallery).'],
  }).inForm("The home page's words that are not in its page copy."),
  tourPage: group("A neighbourhood tour's page (the private tour's page is laid out by pages/private-tour.json).", {
    aboutHeading: ['About This Tour', "The heading over the tour's description."],
    stopsHeading: ["What You'll Discover", "The heading over the tour's stops."],
    photosHeading: ['Photos From the Tour', "The heading over the tour's photos."],
    photosLabel: [
      '{tour} tour photos',
      "The tour's photos' name: read by screen readers, and the start of an enlarged photo's title.",
      ['tour'],
    ],
    quotesHeading: ['What Guests Say', "The heading over the tour's quotes."],
    calendarHeading: ['Check Availability & Book', 'The heading over the booking calendar.'],
    calendarIntro: [
      '{schedule}. Pick a date to see times and open spots, then book securely with our booking partner.',
      'The line over the booking calendar.',
      ['schedule'],
    ],
    faqHeading: ['{tour} Tour FAQ', "The heading over the tour's questions.", ['tour']],
    otherToursHeading: ['Explore Our Other Tours', 'The heading over the other tours.'],
    noOtherToursHeading: ['Questions?', 'The heading of the last section instead, while there is no other tour.'],
    contactLine: [
      "Questions about this tour? [Contact us](/contact) and we'll get back to you.",
      'The line that ends the page. One line of Markdown: a link is written [words](/address).',
    ],
  }).inForm("A neighbourhood tour's page (the private tour's page is laid out in Page copy → Private tour)."),
  tourFacts: group("The facts bar under a tour page's photo.", {
    duration: ['Duration', "Under the tour's length (claims.durationHours in site.json).", "Under the tour's length."],
    distance: [
      'Walking distance',
      'Under the distance walked (claims.distanceMiles in site.json).',
      'Under the distance walked.',
    ],
    group: ['Small groups', "Under the tour's group maximum."],
    groupValue: ['Max {maxGroup} guests', "The tour's group maximum.", ['maxGroup']],
    reviews: ['Guest reviews', "Under the guests' rating."],
    reviewsValue: ['{fiveStarPercent}% 5-star', "The guests' rating."],
  }),
  bookCard: group("The booking card beside a tour's description.", {
    heading: ['Book Your Spot', "The card's heading."],
    perPerson: ['per person', 'After the price.'],
    when: ['When', "Over the tour's schedule."],
    groupSize: ['Group size', "Over the tour's group maximum."],
    groupSizeValue: ['Up to {maxGroup} guests', "The tour's group maximum.", ['maxGroup']],
    meetingPoint: ['Meeting point', "Over the tour's meeting point."],
    button: ['Book Now', 'The booking button.'],
    calendarLink: ['See all dates in the calendar', "The link to the page's booking calendar."],
  }),
  tourCard: group("Each tour's card on /tours.", {
    featuredBadge: ['Most Popular', "The badge on the featured tour's photo."],
    price: ['{perPerson} per person', "A neighbourhood tour's price."],
    privatePrice: ['From {privateBase} for up to {privateIncludedGuests} guests', "The private tour's price."],
    detailsButton: ['View Details', "The link to the tour's page."],
    bookButton: ['Book Now', 'The booking button.'],
  }),
  privateTour: group("The private tour's page (its other words are in pages/private-tour.json).", {
    guestsLabel: ['Number of guests', "The price calculator's field."],
    availabilityButton: ['Check Private Tour Availability', 'The booking button beside the request button.'],
  }).inForm("The private tour's page (its other words are in Page copy → Private tour)."),
  blog: group('The blog: its list, its cards and each post.', {
    readMore: ['Read More', "A post's card: the link to the post."],
    pageStatus: ['Page {page} of {pages}', 'Over a paged list of posts.', ['page', 'pages']],
    noPosts: ['No posts in the blog yet.', 'In place of the list while the blog has no post.'],
    noPostsInCategory: [
      'No posts in {category} yet.',
      "In place of a category's list while it has no post.",
      ['category'],
    ],
    newerPosts: ['Newer posts', 'The link to the previous page of a paged list.'],
    olderPosts: ['Older posts', 'The link to the next page of a paged list.'],
    pagesLabel: ['Blog pages', "The page links' name, read by screen readers."],
    categoryPagesLabel: ['{category} pages', "A category's page links' name, read by screen readers.", ['category']],
    pageLabel: ['Page {page}', "A page number's name, read by screen readers.", ['page']],
    backLink: ['Back to all posts', "A post's links to the list, at its top and its end."],
    byline: ['By {author}', "After a post's date.", ['author']],
    readingTime: ['{minutes} min read', "After a post's author.", ['minutes']],
    tagsLabel: ['Tags', "A post's tags' name, read by screen readers."],
  }),
  news: group('In the news (/in-the-news).', {
    watchReel: ['Watch on Instagram', 'The link under each reel.'],
    readArticle: ['Read Article', "An article's link to the article."],
    pressKitButton: ['View Our Press Kit', 'The button to /press-kit.'],
    contactButton: ['Contact Us', 'The button to /contact.'],
  }),
  pressKit: group('The press kit (/press-kit).', {
    materialsButton: [
      'Open the Press Materials Folder',
      "The button to site.json's pressMaterialsUrl.",
      'The button to the press materials.',
    ],
    emailButton: ['E-mail {email}', "The media contact's mail button."],
    giftCardsButton: ['Gift Cards', "The button to site.json's giftCardsUrl.", 'The button to the gift cards.'],
    petitionButton: ['Sign Our Petition', "The button to site.json's petitionUrl.", 'The button to the petition.'],
  }),
  about: group('About (/about).', { teamCat: ['Cat:', "Before each guide's cat's name."] }),
  gallery: group('The gallery (/gallery).', {
    tourPhotosLabel: [
      'Tour photos',
      "The tour photos' name: read by screen readers, and the start of an enlarged photo's title.",
    ],
    fanPhotosLabel: [
      'Feline fan photos',
      "The fans' photos' name: read by screen readers, and the start of an enlarged photo's title.",
    ],
  }),
  photos: group('A photo enlarged from any grid of photos.', {
    title: ['{photos}: photo {number} of {count}', 'Over the enlarged photo.', ['photos', 'number', 'count']],
    previous: ['Previous', 'The button to the previous photo.'],
    next: ['Next', 'The button to the next photo.'],
  }),
  video: group('Every video.', {
    play: ['Play video', "The button on the video's picture (screen readers hear the video's title after it)."],
  }),
  booking: group('Booking (/booking).', { emailButton: ['Email Us', 'The mail button under the calendar.'] }),
  contact: group('Contact (/contact), around the form.', {
    faqButton: ['Read the FAQ', 'The button beside the quick action (to the questions further down).'],
    emailLabel: ['E-mail', 'Before the e-mail address in the reach-out card.'],
    helpButton: ['Need help?', 'The floating button to the questions.'],
  }),
  forms: group('Every form.', {
    required: ['Required', 'The note under a form that explains its * mark.'],
    optional: ['(optional)', 'After the label of a field that may be left empty.'],
  }),
  contactForm: group("The contact form (/contact). Its messages are the code's (docs/behaviour.md).", {
    name: ['Name', 'The name field.'],
    email: ['Email address', 'The e-mail field.'],
    message: ['Message', 'The message field.'],
    consent: ['I agree to receive updates from {name}', 'The consent box.'],
    send: ['Send Message', 'The send button.'],
    sending: ['Sending...', 'The send button while the message is on its way.'],
  }).inForm("The contact form (/contact). Its messages are the site's own."),
  adventureForm: group(
    'The Adventure Cats application (/adventure-cats). Its messages are the code\'s (docs/behaviour.md); a required field left empty is named by its label here ("First name is required").',
    {
      aboutYou: ['About you', 'The heading of the first group of fields.'],
      firstName: [FIELD_LABELS.first_name, 'The first-name field.'],
      lastName: [FIELD_LABELS.last_name, 'The last-name field.'],
      email: [FIELD_LABELS.email, 'The e-mail field.'],
      mobile: [FIELD_LABELS.mobile, 'The mobile-number field.'],
      mobileHint: [
        'A US number like (212) 555-0100, or any number with its country code, like +44 20 7946 0958.',
        'The hint under the mobile-number field.',
      ],
      instagram: ['Instagram handle', 'The Instagram field.'],
      aboutCat: ['About your cat', 'The heading of the second group of fields.'],
      catName: [FIELD_LABELS.cat_name, "The cat's-name field."],
      notes: ['Tell us about your cat', 'The notes field.'],
      notesHint: [
        'Age, temperament, harness or carrier, how they handle busy streets.',
        'The hint under the notes field.',
      ],
      rulesAndWaiver: ['Rules and waiver', 'The heading of the last group of fields.'],
      rules: ["I've read the Cat Rules above and my cat and I will follow them", 'The box that accepts the rules.'],
      waiver: [
        'I accept the liability waiver',
        "The box that accepts the waiver (its text is the page's waiver section).",
      ],
      submit: ['Submit Application', 'The send button.'],
      sending: ['Sending application...', 'The send button while the application is on its way.'],
    },
  ).inForm('The Adventure Cats application (/adventure-cats): a field left empty is named by its label here.'),
  newsletter: group("The newsletter sign-up forms (the home page's, and the footer's e-mail-only one).", {
    email: ['Email address', 'The e-mail field.'],
    firstName: ['First name', "The home form's first-name field."],
    lastName: ['Last name', "The home form's last-name field."],
    consent: ['I agree to receive e-mails from {name}. I can unsubscribe at any time.', "The home form's consent box."],
    join: ['Join the Newsletter', "The home form's button."],
    subscribe: ['Subscribe', "The footer form's button."],
  }),
  consent: group(
    'The cookie consent bar and its footer button, shown only when site.json\'s analytics provider is "ga4" (Google Analytics sets cookies, so it waits for the visitor\'s yes).',
    {
      message: [
        'Accept lets Google Analytics set cookies and count the pages you visit. Until you accept, nothing is sent to Google.',
        'The words of the bar: what Accept allows.',
      ],
      privacyLink: ['Privacy policy', 'The link after the words, to the privacy page (/privacy).'],
      accept: ['Accept', 'The button that agrees: Google Analytics then loads.'],
      decline: ['Decline', 'The button that refuses.'],
      settings: ['Cookie settings', 'The footer button that shows the bar again, to change the answer.'],
    },
  ).inForm('The cookie consent bar and its footer button, shown only while the analytics provider is "ga4".'),
  privacy: group(
    "The privacy page's list of services (/privacy): what each receives, its cookies and its policy's link. A service is listed only while content/site.json switches it on.",
    {
      fareharbor: [
        'What you enter to book a tour or buy a gift card (your name, e-mail address, phone number and payment), in its booking window and calendar.',
        'What FareHarbor, the booking service, receives.',
      ],
      emailjs: [
        'Your name, e-mail address and message, when you send the contact form.',
        'What EmailJS, which sends the contact form, receives.',
      ],
      formService: [
        "Your Adventure Cats application: your name, e-mail address, mobile number, Instagram handle and your cat's details, with the address you came from.",
        "What the form service (site.json's formService) receives.",
        'What the form service for Adventure Cats applications receives.',
      ],
      mailchimp: [
        'Your e-mail address and name, when you sign up for the newsletter.',
        'What Mailchimp, the newsletter, receives.',
      ],
      youtube: [
        "Your IP address and your browser's details once you press Play on a video, and nothing before.",
        'What YouTube receives (a video of site.json with provider "youtube").',
        'What YouTube receives (a video with provider "youtube").',
      ],
      nbc: [
        "Your IP address and your browser's details once you press Play on a video, and nothing before.",
        'What NBC News receives (a video of site.json with provider "nbc").',
        'What NBC News receives (a video with provider "nbc").',
      ],
      instagram: [
        "Your IP address and your browser's details when the reels on the news page come into view.",
        'What Instagram receives from the reels of press.json.',
        'What Instagram receives from the reels on the news page.',
      ],
      plausible: [
        'The pages you visit, the address you came from, and your browser, device and country, counted without cookies.',
        'What Plausible receives (site.json analytics, provider "plausible").',
        'What Plausible receives (analytics provider "plausible").',
      ],
      cloudflare: [
        'The pages you visit, the address you came from, and your browser and device, counted without cookies.',
        'What Cloudflare Web Analytics receives (site.json analytics, provider "cloudflare").',
        'What Cloudflare Web Analytics receives (analytics provider "cloudflare").',
      ],
      ga4: [
        'The pages you visit and what you do there (bookings started, forms sent, videos played), with your browser, device and rough location, only once you accept its cookies.',
        'What Google Analytics receives (site.json analytics, provider "ga4").',
        'What Google Analytics receives (analytics provider "ga4").',
      ],
      cookies: ['May set cookies in your browser.', 'Said of a service that may set cookies.'],
      noCookies: ['Sets no cookies.', 'Said of a service that sets none.'],
      policyLink: ['Privacy policy of {service}', "The link to the service's own privacy policy.", ['service']],
    },
  ).inForm("The privacy page's list of services (/privacy): each is listed while the company's settings use it."),
} as const satisfies Record<string, Group>;

function describe(words: string, what: string, slots: readonly Slot[]): string {
  const named = slots.map((s) => `{${s}} is ${SLOT_MEANING[s]}`).join('; ');
  return `${what}${named ? ` Write ${named}.` : ''} Left out: "${words}".`;
}

/** Shown to visitors: never empty; a Markdown label is one line, since it sits inside a line of the page. */
const label = (spec: Spec, markdown: boolean) =>
  inForm(
    text
      .refine((s) => !markdown || !/\n\s*\n/.test(s), 'must be one paragraph: leave out the blank line')
      .default(spec[0])
      .describe(describe(spec[0], spec[1], slotsOf(spec))),
    { hint: typeof spec[2] === 'string' ? describe(spec[0], spec[2], []) : undefined },
  );

type GroupSchema<F> = z.ZodPrefault<z.ZodObject<{ [K in keyof F]: ReturnType<typeof label> }, z.core.$strict>>;

// prefault: a group left out is read as {}, so each of its fields takes its default (every field has one).
const groups = Object.fromEntries(
  Object.entries(TABLE as Record<string, Group>).map(([k, group]) => {
    const shape = Object.entries(group.fields).map(([f, spec]) => [f, label(spec, MARKDOWN_FIELDS.has(f))]);
    return [
      k,
      inForm(z.strictObject(Object.fromEntries(shape)).prefault({}).describe(group.what), { hint: group.form }),
    ];
  }),
) as { [G in keyof typeof TABLE]: GroupSchema<(typeof TABLE)[G]['fields']> };

export const labelsFileSchema = z
  .strictObject({ ...schemaKey, ...groups })
  .describe(
    "The words of the site's layout: headings, button and link labels and form-field labels that belong to no one page's copy file. Every field may be left out: it then keeps the words given in its description.",
  );
export type Labels = z.infer<typeof labelsFileSchema>;

/** The slots a label may hold ("tourPage", "faqHeading"): the loader lets exactly these through for the page. */
export function labelSlots(group: string, field: string): readonly Slot[] {
  const spec = (TABLE as Record<string, Group>)[group]?.fields[field];
  return spec ? slotsOf(spec) : [];
}
