/**
 * Renders one route to a complete HTML document. The page body renders
 * first so the document knows its hero image (to preload) and whether any
 * island was used (to add the island runtime, and nothing otherwise).
 */
import { renderToString } from 'react-dom/server';
import { SiteContext, type RenderContext } from '../components/site-context.ts';
import { Document } from '../layouts/Document.tsx';
import { cssOf, type PageModule, type PageProps } from '../pages/types.ts';

export interface RenderedPage {
  path: string;
  html: string;
  islands: string[];
  noindex: boolean;
  css: string[];
}

export function renderPage(mod: PageModule, props: PageProps, ctx: Omit<RenderContext, 'path' | 'islands' | 'preload'>): RenderedPage {
  const render: RenderContext = { ...ctx, path: props.path, islands: new Set(), preload: {} };
  const Page = mod.default;
  const bodyHtml = renderToString(
    <SiteContext.Provider value={render}>
      <Page {...props} />
    </SiteContext.Provider>,
  );
  const head = mod.head(props);
  let html =
    '<!DOCTYPE html>' +
    renderToString(
      <SiteContext.Provider value={render}>
        <Document head={head} css={cssOf(mod, props)} bodyHtml={bodyHtml} />
      </SiteContext.Provider>,
    );
  if (render.islands.size) {
    html = html.replace('</head>', `<script type="module" src="${ctx.assets.islands}"></script></head>`);
  }
  return { path: props.path, html, islands: [...render.islands].sort(), noindex: !!head.noindex, css: cssOf(mod, props) };
}
