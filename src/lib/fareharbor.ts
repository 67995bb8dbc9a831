/** FareHarbor booking URLs and `FH.open` options, the same for the server-rendered `href` and the browser's click. */

export interface FareHarborConfig {
  shortname: string;
  flow: number;
}

export const FAREHARBOR_API_SCRIPT = 'https://fareharbor.com/embeds/api/v1/?autolightframe=yes';

const BASE = 'https://fareharbor.com/embeds';

// A bad id or flow would otherwise be stringified into a link that looks fine
// but lands on FareHarbor's error page; failing at build time is cheaper.
function checkId(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new RangeError(`FareHarbor ${what} must be a positive integer, got ${String(value)}`);
  }
  return value;
}

function checkShortname({ shortname }: FareHarborConfig): string {
  if (shortname.trim() === '') throw new RangeError('FareHarbor shortname must not be empty');
  // "." and ".." are path steps, not names: a URL would resolve them away (encoded or not).
  if (shortname === '.' || shortname === '..') throw new RangeError(`FareHarbor shortname cannot be "${shortname}"`);
  return shortname;
}

/** `{shortname}/` and, for one item, `items/{id}/`. */
function path(cfg: FareHarborConfig, itemId: number | undefined): string {
  const name = encodeURIComponent(checkShortname(cfg));
  return itemId === undefined ? `${name}/` : `${name}/items/${checkId(itemId, 'item id')}/`;
}

/** Booking page used as the real `href` and as the navigation fallback. */
export function bookingPageUrl(cfg: FareHarborConfig, itemId?: number): string {
  const flow = checkId(cfg.flow, 'flow');
  return `${BASE}/book/${path(cfg, itemId)}?full-items=yes&flow=${flow}`;
}

/** Calendar iframe address; `flow` overrides the configured default. */
export function calendarEmbedUrl(cfg: FareHarborConfig, itemId?: number, flow: number = cfg.flow): string {
  const checkedFlow = checkId(flow, 'flow');
  return `${BASE}/calendar/${path(cfg, itemId)}?fallback=simple&full-items=yes&flow=${checkedFlow}`;
}

/** Options for `window.FH.open`; FareHarbor spells `fullItems` in camelCase. */
export function openOptions(cfg: FareHarborConfig, itemId: number) {
  return {
    shortname: checkShortname(cfg),
    fallback: 'simple',
    fullItems: 'yes',
    flow: checkId(cfg.flow, 'flow'),
    view: { item: checkId(itemId, 'item id') },
  };
}

/** An item id from a query or data attribute: ASCII digits only (Number() takes ' 12', '1e3', '0x1F' and '-5'). */
export function parseItemId(value: string | null | undefined): number | undefined {
  if (typeof value !== 'string' || !/^[0-9]+$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
