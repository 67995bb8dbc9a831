/**
 * <Island> on the server: props JSON cannot carry fail naming the island and the value's path; good props travel in
 * data-props unchanged, no string breaking out; the wrapper brings its own CSS and its crash fallback's.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { renderToString } from 'react-dom/server';
import type { ComponentType, ReactElement } from 'react';
import { Island } from '../../src/contract/Island.tsx';
import { SiteContext, type BuiltCss, type RenderContext } from '../../src/contract/render.ts';
import TestimonialCarousel, { type TestimonialCarouselProps } from '../../src/islands/TestimonialCarousel.tsx';
import Accordion from '../../src/islands/Accordion.tsx';
import { parseHtml } from '../../tools/html.ts';
import { buildStyles } from '../../src/pipeline/assets/css.ts';
import { ROOT } from '../helpers/site.ts';
import path from 'node:path';

let styles: Map<string, BuiltCss>;
before(async () => {
  styles = await buildStyles(path.join(ROOT, 'src'));
});

/** The page being rendered, as far as <Island> reads it: its islands and the CSS; the rest is never touched. */
const context = () =>
  ({ islands: new Set<string>(), styles, stylesheets: new Set<string>() }) as unknown as RenderContext;

function render(component: ComponentType<never>, props: unknown, ctx = context()): string {
  const Any = Island as (p: { component: ComponentType<never>; props: unknown; hydrate: 'visible' }) => ReactElement;
  return renderToString(
    <SiteContext.Provider value={ctx}>
      <Any component={component} props={props} hydrate="visible" />
    </SiteContext.Provider>,
  );
}

const quotes = [
  { quote: 'Loved every stop.', author: 'Ana', role: 'Visitor' },
  { quote: 'Cats and history!', author: 'Ben' },
  { quote: 'Best walk in town.', author: 'Cy', role: 'Local' },
];

function NotAnIsland() {
  return <p>hi</p>;
}

describe('Island props that JSON cannot carry fail the render', () => {
  // Each kind of value JSON cannot carry, and its path, is tests/lib/safeJson.test.ts's.
  it('a function prop: the error names the island and the prop path', () => {
    assert.throws(
      () => render(TestimonialCarousel as ComponentType<never>, { quotes, label: 'Guests', onChange: () => {} }),
      /Island "TestimonialCarousel".*props\.onChange is a function/,
    );
  });

  it('a component that is not a file in src/islands is refused by name', () => {
    assert.throws(
      () => render(NotAnIsland as ComponentType<never>, {}),
      /Island "NotAnIsland" must be the default export of src\/islands\/NotAnIsland\.tsx/,
    );
  });
});

describe('valid Island props', () => {
  it('serialise into data-props, which parses back to the same value, and the page records the island', () => {
    const props = {
      items: [{ question: 'When?', answerHtml: '<p>Weekends.</p>' }],
      idPrefix: 'faq',
      firstOpen: true,
      headingLevel: 2,
    };
    const ctx = context();
    const html = render(Accordion as ComponentType<never>, props, ctx);
    const wrapper = parseHtml(`<body>${html}</body>`).querySelector('[data-island]')!;
    assert.equal(wrapper.getAttribute('data-island'), 'Accordion');
    assert.equal(wrapper.getAttribute('data-hydrate'), 'visible');
    assert.deepEqual(JSON.parse(wrapper.getAttribute('data-props')!), props);
    assert.deepEqual([...ctx.islands], ['Accordion']);
    // The server HTML of the island itself is inside the wrapper.
    assert.equal(wrapper.querySelector('button')?.getAttribute('aria-expanded'), 'true');
  });

  it("bring the island's and its crash fallback's CSS in one hoisted style block outside the wrapper", () => {
    const html = render(Accordion as ComponentType<never>, { items: [], idPrefix: 'faq' });
    const doc = parseHtml(`<body>${html}</body>`);
    const blocks = [...doc.querySelectorAll('style')];
    const hoisted = blocks.map((s) => [s.getAttribute('data-precedence'), s.getAttribute('data-href')]);
    assert.deepEqual(hoisted, [['component', 'islands/Accordion islands/shared/ErrorFallback']]);
    const css = styles.get('islands/Accordion')!.code + styles.get('islands/shared/ErrorFallback')!.code;
    assert.equal(blocks[0].textContent, css);
    assert.match(blocks[0].textContent ?? '', /\.accordion-button/);
    // No CSS inside the wrapper: hydration sees only the island.
    assert.equal(doc.querySelector('[data-island] style'), null);
  });

  it('a </script>- and quote-laden string stays inside the attribute and round-trips exactly', () => {
    const nasty = `"></div><script>alert(1)</script><img src=x onerror=alert(2)> ' & &amp; \u2028 </script> <!--`;
    const props: TestimonialCarouselProps = {
      quotes: quotes.map((q, i) => (i === 0 ? { ...q, quote: nasty, author: `"${nasty}'` } : q)),
      label: nasty,
    };
    const html = render(TestimonialCarousel as ComponentType<never>, props);
    const doc = parseHtml(`<body>${html}</body>`);
    assert.equal(doc.querySelectorAll('script').length, 0, 'a script element escaped the attribute');
    assert.equal(doc.querySelectorAll('img').length, 0, 'an element escaped the attribute');
    assert.equal(doc.querySelectorAll('[data-island]').length, 1);
    // The wrapper is the only top-level element besides its CSS.
    assert.equal(doc.body.querySelectorAll(':scope > :not(style)').length, 1);
    assert.deepEqual(JSON.parse(doc.querySelector('[data-island]')!.getAttribute('data-props')!), props);
    // The raw attribute never holds a bare quote or angle bracket.
    const raw = /data-props="([^"]*)"/.exec(html)?.[1] ?? '';
    assert.doesNotMatch(raw, /[<>]/);
    assert.ok(raw.length > nasty.length, 'data-props was not written');
  });
});
