/** One route to a complete HTML document in a single React render: what a component needs in the head, React hoists there. */
import { renderToString } from 'react-dom/server';
import { SiteContext, type RenderContext } from '../contract/render.ts';
import type { ShareCard } from '../contract/image.ts';
import { Document } from '../layouts/Document.tsx';
import type { PageModule, PageProps } from '../contract/page.ts';

export interface RenderedPage<Card extends ShareCard = ShareCard> {
  path: string;
  html: string;
  islands: string[];
  noindex: boolean;
  /** Keys of the CSS files the page loads on demand (written beside it). */
  stylesheets: string[];
  /** The share cards its head named (made beside it). */
  cards: Card[];
}

/** Renders a route; what the page turns out to use is collected in this render's own context and returned with it. */
export function renderPage<Card extends ShareCard>(
  mod: PageModule,
  props: PageProps,
  ctx: Omit<RenderContext, 'path' | 'islands' | 'stylesheets' | 'shareCard'> & {
    shareCard: (src: string, position?: string) => Card;
  },
): RenderedPage<Card> {
  const cards = new Map<string, Card>();
  const shareCard = (src: string, position?: string) => {
    const card = ctx.shareCard(src, position);
    cards.set(card.url, card);
    return card;
  };
  const render: RenderContext = { ...ctx, shareCard, path: props.path, islands: new Set(), stylesheets: new Set() };
  const Page = mod.default;
  const head = mod.head(props, { images: ctx.images, assets: ctx.assets, shareCard });
  const html =
    '<!DOCTYPE html>' +
    renderToString(
      <SiteContext.Provider value={render}>
        <Document head={head}>
          <Page {...props} />
        </Document>
      </SiteContext.Provider>,
    );
  return {
    path: props.path,
    html,
    islands: [...render.islands].sort(),
    noindex: !!head.noindex,
    stylesheets: [...render.stylesheets].sort(),
    cards: [...cards.values()],
  };
}
