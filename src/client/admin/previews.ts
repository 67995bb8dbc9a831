/**
 * The preview pane in the site's look: the site's own CSS, the entry's photos
 * (its banner above, a post's photo under its heading, as the post page has
 * it), and fact tokens ({perPerson}, {name}) shown with their values, as the
 * built page shows them.
 */
type H = (tag: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
interface PreviewProps {
  entry: { getIn(path: string[]): unknown };
  widgetFor(name: string): unknown;
  widgetsFor(name: string): { getIn(path: string[]): unknown };
}

/** `text` with each known {token} replaced by its value (unknown ones stay as written, as the build would report them). */
export function fillFacts(text: string, facts: Record<string, string>): string {
  return text.replace(/\{([A-Za-z]+)\}/g, (all, name: string) => facts[name] ?? all);
}

export function registerPreviews(
  cms: {
    registerPreviewStyle(css: string, o?: { raw: boolean }): void;
    registerPreviewTemplate(name: string, t: unknown): void;
  },
  h: H,
  preview: { css: string; facts: Record<string, string> },
): void {
  cms.registerPreviewStyle(preview.css, { raw: true });
  const text = (props: PreviewProps, name: string) =>
    fillFacts(String(props.entry.getIn(['data', name]) ?? ''), preview.facts);
  // Decap's own image preview, which shows a photo uploaded a moment ago as well as one already in the repository.
  const photo = (props: PreviewProps, at: string[], show: () => unknown) =>
    props.entry.getIn(['data', ...at]) ? h('div', { className: 'post-image' }, show()) : null;
  const page = (kicker: (p: PreviewProps) => string) => (props: PreviewProps) =>
    h(
      'main',
      { className: 'section' },
      h(
        'article',
        { className: 'container' },
        photo(props, ['hero', 'image'], () => props.widgetsFor('hero').getIn(['widgets', 'image'])),
        h('p', { className: 'preview-kicker' }, kicker(props)),
        h('h1', null, text(props, 'title')),
        h('p', null, h('strong', null, text(props, 'excerpt') || text(props, 'teaser') || text(props, 'description'))),
        // A tour's card photo, when it is not its banner's.
        props.entry.getIn(['data', 'image']) !== props.entry.getIn(['data', 'hero', 'image'])
          ? photo(props, ['image'], () => props.widgetFor('image'))
          : null,
        h('div', { className: 'markdown' }, filledBody(props.widgetFor('body'))),
      ),
    );
  // The body's preview element renders its value as Markdown: given the value with its tokens filled.
  const filledBody = (el: unknown) => {
    const e = el as { type: unknown; props?: { value?: unknown } } | null;
    return e?.props && typeof e.props.value === 'string'
      ? h(e.type, { ...e.props, value: fillFacts(e.props.value, preview.facts) })
      : el;
  };
  cms.registerPreviewTemplate(
    'blog',
    page((p) => [text(p, 'category'), text(p, 'date'), text(p, 'author')].filter(Boolean).join(' · ')),
  );
  cms.registerPreviewTemplate(
    'tours',
    page((p) => text(p, 'schedule')),
  );
  cms.registerPreviewTemplate(
    'pages',
    page(() => ''),
  );
}
