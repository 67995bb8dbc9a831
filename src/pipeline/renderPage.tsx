/** One route to a complete HTML document in a single React render: what a component needs in the head, React hoists there. */
import { renderToString } from 'react-dom/server';
import { SiteContext, type RenderContext } from '../contract/render.ts';
import { Document } from '../layouts/Document.tsx';
import type { PageModule, PageProps } from '../contract/page.ts';

export interface RenderedPage {
  path: string;
  html: string;
  islands: string[];
  noindex: boolean;
  /** Keys of the CSS files the page loads on demand (written beside it). */
  stylesheets: string[];
}

export function renderPage(
  mod: PageModule,
  props: PageProps,
  ctx: Omit<RenderContext, 'path' | 'islands' | 'stylesheets'>,
): RenderedPage {
  const render: RenderContext = { ...ctx, path: props.path, islands: new Set(), stylesheets: new Set() };
  const Page = mod.default;
  const head = mod.head(props, { images: ctx.images, assets: ctx.assets, shareCard: ctx.shareCard });
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
  };
}
