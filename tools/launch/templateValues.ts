/** What the template ships in content/ that is no company's, matched by pattern: a copied tour shows its borrowed id. */

export type Group = 'artwork' | 'location' | 'name' | 'addresses' | 'keys' | 'stories' | 'privacy';

export interface TemplateField {
  /** file inside content/; "*" stands for one name, "**" for any folders */
  file: string;
  /** field path; "*" stands for one key or list index, "**" for any number of them */
  field: string;
  group: Exclude<Group, 'artwork' | 'location'>;
  values?: readonly (string | number)[];
  /** for long prose: fingerprints (see fingerprint() in values.ts) of the texts the template ships */
  fingerprints?: readonly string[];
  /** The field identifies a whole entry of the template (a guide, a clipping, a post): one line names it, for its object or its whole file. */
  entry?: { what: string; covers: 'object' | 'file' };
  /** An id or key at another service: also listed when it looks like a placeholder, whatever it is. */
  key?: boolean;
}

/** The template's guides, by the names they go by everywhere (team, posts' authors, the about page). */
export const TEMPLATE_GUIDES = ['Nora Whitlock', 'Sam Okafor', 'Rosa Delgado', 'Julian Park'] as const;

/** The template's company name as copy spells it: "Whisker Walk", "Whisker Walks", "Whisker Walks NYC". */
export const TEMPLATE_NAME = /\bwhisker\s+walks?\b/i;

export const TEMPLATE_DOMAIN = 'whiskerwalks.nyc';

/** The template's accounts at other services as addresses spell them (fareharbor.com/whiskerwalksnyc, forms.gle/whiskerwalks-…). */
export const TEMPLATE_ACCOUNT = /whiskerwalks[a-z0-9]*/i;

const fields = (
  file: string,
  group: TemplateField['group'],
  values: Record<string, readonly (string | number)[]>,
  key?: true,
): TemplateField[] => Object.entries(values).map(([field, v]) => ({ file, field, group, values: v, key }));

const story = (
  file: string,
  field: string,
  what: string,
  covers: 'object' | 'file',
  values: readonly string[],
): TemplateField => ({ file, field, group: 'stories', values, entry: { what, covers } });

export const TEMPLATE_FIELDS: readonly TemplateField[] = [
  ...fields('site.json', 'name', { name: ['Whisker Walks NYC'], shortName: ['Whisker Walks'] }),
  ...fields('site.json', 'addresses', {
    url: ['https://www.whiskerwalks.nyc'],
    email: ['hello@whiskerwalks.nyc'],
    bookOrderEmail: ['books@whiskerwalks.nyc'],
    'social.handle': ['@whiskerwalksnyc'],
    'social.url': ['https://www.instagram.com/whiskerwalksnyc/'],
    giftCardsUrl: ['https://fareharbor.com/whiskerwalksnyc/gift-cards/'],
    petitionUrl: ['https://forms.gle/whiskerwalks-petition-placeholder'],
    pressMaterialsUrl: ['https://drive.google.com/drive/folders/whiskerwalks-press-placeholder'],
  }),
  ...fields('site.json', 'keys', { 'fareharbor.shortname': ['whiskerwalksnyc'], 'fareharbor.flow': [1219724] }, true),
  ...fields('tours/*.md', 'keys', { itemId: [562630, 577800, 604533, 562633] }, true),
  ...fields(
    'site.json',
    'keys',
    {
      'emailjs.publicKey': ['PUBLIC_KEY_PLACEHOLDER'],
      'emailjs.serviceId': ['service_whiskerwalks'],
      // The template's name for it is one a company may well give its own template too: only an obvious placeholder is listed.
      'emailjs.templateId': [],
      'mailchimp.action': [
        'https://whiskerwalksnyc.us21.list-manage.com/subscribe/post?u=1a2b3c4d5e6f7a8b9c0d1e2f3&id=abc123def4&f_id=00a1b2c3d4',
      ],
      'mailchimp.honeypotName': ['b_1a2b3c4d5e6f7a8b9c0d1e2f3_abc123def4'],
      'mailchimp.tags': ['2154882'],
      'formService.endpoint': ['https://formspree.io/f/xwhiskerw'],
      'videos.*.id': ['Wh1skerTV01', 'mmvo123456789', 'Adv3ntureCat'],
    },
    true,
  ),
  ...fields(
    'press.json',
    'keys',
    {
      'reels.*.code': ['C1WhiskerA01', 'C1WhiskerA02', 'C1WhiskerA03', 'C1WhiskerA04', 'C1WhiskerA05', 'C1WhiskerA06'],
    },
    true,
  ),
  story('team.json', 'members.*.name', "the template's invented guide", 'object', TEMPLATE_GUIDES),
  story('blog/*.md', 'author', 'a post of the template, by its invented guide', 'file', TEMPLATE_GUIDES),
  story('press.json', 'articles.*.title', "the template's invented press clipping", 'object', [
    "The Walking Tour That Tells New York's History Through Its Cats",
    "Meet the Guides Behind New York's Only Cat-History Walking Tour",
    'Cat History Comes to the Streets of Brooklyn Heights',
    'Unusual Walking Tours to Take in New York This Spring',
    'Bodega Cats, Tenements and Pushcarts on the Lower East Side',
    'Heights Historians Launch a Cat-Themed Walking Tour',
    'Gift Ideas for the Cat Person in Your Life',
    'The New York Walking Tour Where Your Cat Can Come Too',
  ]),
  story('press.json', 'partnerLogos.*.outlet', "the template's invented partner", 'object', [
    'Harbor Paws Rescue',
    'Five Boroughs Cat Coalition',
    'Stoop & Whisker Supply Co.',
    'Brownstone Feline Clinic',
  ]),
  {
    // Who runs the site, how to reach it and how long it keeps messages: only the company can say.
    file: 'pages/privacy.json',
    field: 'sections.*.body',
    group: 'privacy',
    fingerprints: ['caa5b179b069cab7', '745d47a675e9ba6f', 'b794ff9c3fbce3f7'],
  },
  {
    // Guests' quotes, wherever they are (testimonials.json, tours' files, pages).
    file: '**',
    field: '**.quote',
    group: 'stories',
    entry: { what: "an invented guest's quote of the template", covers: 'object' },
    fingerprints:
      'ae58b9ba1e35c184 7301776279eddd04 3e139d07223c3043 cd57cacd0c4b8c31 ca7e4a71c329c858 b2f473463f3663c8 694da4b8294369c0 6631f0f734ea4f47 69d0b4970a2d8495 cc3fcca753602fe4 d33a9a9e8bcbf981 9ba67f733e39e7f9 619564117caa1ab6'.split(
        ' ',
      ),
  },
];
