/**
 * The private tour's price (the base covers the included guests, then a price per extra guest). The guest count is
 * kept as text in the input so people can clear it while typing; these helpers turn it into a number.
 */

export interface PrivatePricing {
  base: number;
  includedGuests: number;
  perExtraGuest: number;
  minGuests: number;
  maxGuests: number;
}

/**
 * Parses the leading integer of the text ('12.7' → 12, '5 guests' → 5) and
 * clamps it to the allowed range. Blank or non-numeric text counts as 1
 * guest, which the clamp then lifts to `minGuests` if needed.
 */
export function clampGuests(text: string, p: PrivatePricing): number {
  const parsed = Number.parseInt(text.trim(), 10);
  const guests = Number.isNaN(parsed) ? 1 : parsed;
  return Math.min(p.maxGuests, Math.max(p.minGuests, guests));
}

export function privateTotal(guests: number, p: PrivatePricing): number {
  if (guests <= p.includedGuests) return p.base;
  return p.base + p.perExtraGuest * (guests - p.includedGuests);
}

// Built once: constructing Intl formatters is comparatively slow.
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Whole dollars: 320 → '$320', 1200 → '$1,200'. */
export function formatUsd(n: number): string {
  return usd.format(n);
}
