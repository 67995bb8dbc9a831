/** The private tour's price: the base covers the included guests, then a price per extra guest. */

export interface PrivatePricing {
  base: number;
  includedGuests: number;
  perExtraGuest: number;
  minGuests: number;
  maxGuests: number;
}

/** The typed guest count's leading integer ('12.7' → 12), clamped to the range; blank or no number counts as 1. */
export function clampGuests(text: string, p: PrivatePricing): number {
  const parsed = Number.parseInt(text.trim(), 10);
  const guests = Number.isNaN(parsed) ? 1 : parsed;
  return Math.min(p.maxGuests, Math.max(p.minGuests, guests));
}

export function privateTotal(guests: number, p: PrivatePricing): number {
  return p.base + p.perExtraGuest * Math.max(0, guests - p.includedGuests);
}

// Built once: constructing Intl formatters is comparatively slow.
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Whole dollars: 320 → '$320', 1200 → '$1,200'. */
export const formatUsd = (n: number): string => usd.format(n);
