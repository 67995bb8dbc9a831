/** The site's colours: the design's surfaces and the company's (site.json `colors`), each readable where drawn. */

/** The surfaces the site's text is drawn on. */
export const SURFACES = { paper: '#fffaf3', paperAlt: '#f3ebdf', white: '#ffffff' } as const;

/** Light text drawn on the brand colour: the footer's text and its links under the pointer. */
export const ON_BRAND = { text: '#eef2f8', hover: '#ffe4c7' } as const;

export interface BrandColors {
  /** Headings, the header's links, the footer's background. */
  brand: string;
  /** Buttons, and links under the pointer. */
  accent: string;
  /** Links, and buttons under the pointer. */
  accentDark: string;
}

/** WCAG AA's least contrast for text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** sRGB relative luminance of a #rrggbb colour, as WCAG defines it. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** The contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export interface ColourPair {
  /** The company's colour involved. */
  field: keyof BrandColors;
  text: string;
  on: string;
  /** Where the site draws this pair, in an editor's words. */
  where: string;
}

/** Every place a company colour is text, or is under text, with what meets it there. */
export function colourPairs(c: BrandColors): ColourPair[] {
  const { paper, paperAlt, white } = SURFACES;
  return [
    { field: 'brand', text: c.brand, on: paper, where: 'headings on the page' },
    { field: 'brand', text: c.brand, on: paperAlt, where: 'headings on the shaded sections' },
    { field: 'brand', text: c.brand, on: white, where: 'headings on cards' },
    { field: 'brand', text: white, on: c.brand, where: 'white text on it (the skip link, numbered highlights)' },
    { field: 'brand', text: ON_BRAND.text, on: c.brand, where: "the footer's text on it" },
    { field: 'brand', text: ON_BRAND.hover, on: c.brand, where: "the footer's links under the pointer" },
    { field: 'accent', text: white, on: c.accent, where: "the buttons' white text on it" },
    { field: 'accent', text: c.accent, on: paper, where: 'links under the pointer' },
    { field: 'accent', text: c.accent, on: paperAlt, where: 'links under the pointer on the shaded sections' },
    { field: 'accentDark', text: c.accentDark, on: paper, where: 'links on the page' },
    { field: 'accentDark', text: c.accentDark, on: paperAlt, where: 'links on the shaded sections' },
    { field: 'accentDark', text: c.accentDark, on: white, where: 'links on cards' },
    { field: 'accentDark', text: white, on: c.accentDark, where: "the buttons' white text under the pointer" },
  ];
}

/** The palette's key among a page's inline CSS (it joins the global CSS's block). */
export const PALETTE_KEY = 'palette';

/** The palette as CSS custom properties on :root. */
export function paletteCss(c: BrandColors): string {
  const { paper, paperAlt } = SURFACES;
  return `:root{--paper:${paper};--paper-alt:${paperAlt};--brand:${c.brand};--on-brand:${ON_BRAND.text};--on-brand-hover:${ON_BRAND.hover};--accent:${c.accent};--accent-dark:${c.accentDark}}`;
}
