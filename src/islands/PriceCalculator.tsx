/**
 * Private tour price calculator (docs/behaviour.md). The guest count is kept as the text typed, so the field can be
 * cleared while typing; the total, for the clamped number, is an <output> announced politely.
 */
import { useEffect, useRef, useState } from 'react';
import { clampGuests, formatUsd, privateTotal, type PrivatePricing } from '../lib/privatePrice.ts';

export interface PriceCalculatorProps {
  pricing: PrivatePricing;
  /** Guests shown before the visitor types. */
  initialGuests: number;
  /** Prefix for element ids, unique on the page (no useId: the island hydrates outside the page tree). */
  idPrefix: string;
  /** The guest field's label (content/labels.json privateTour.guestsLabel). */
  guestsLabel: string;
}

export default function PriceCalculator({ pricing, initialGuests, idPrefix, guestsLabel }: PriceCalculatorProps) {
  const [text, setText] = useState(String(initialGuests));
  /** The box was just corrected from an out-of-range number (until the next edit). */
  const [corrected, setCorrected] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = `${idPrefix}-guests`;
  const hintId = `${idPrefix}-hint`;
  const noteId = `${idPrefix}-range`;

  useEffect(() => {
    // A number typed before hydration is kept rather than overwritten.
    const typed = input.current?.value;
    if (typed !== undefined && typed !== String(initialGuests)) setText(typed);
  }, [initialGuests]);

  const guests = clampGuests(text, pricing);
  const typed = Number.parseInt(text.trim(), 10);
  const outOfRange = !Number.isNaN(typed) && typed !== guests;
  const note = outOfRange
    ? `${typed} is ${typed > guests ? 'more' : 'fewer'} than the calculator takes: the total is for ${guests} ${guests === 1 ? 'guest' : 'guests'}.`
    : corrected
      ? `Changed to ${guests}: the calculator takes ${pricing.minGuests} to ${pricing.maxGuests} guests.`
      : '';
  const settle = () => {
    setCorrected(outOfRange);
    setText(String(guests));
  };
  const total = privateTotal(guests, pricing);
  const extra = Math.max(0, guests - pricing.includedGuests);
  const breakdown =
    extra === 0
      ? `${formatUsd(pricing.base)} covers up to ${pricing.includedGuests} guests`
      : `${formatUsd(pricing.base)} + ${extra} × ${formatUsd(pricing.perExtraGuest)}`;

  return (
    // Not a <form>: nothing is sent anywhere, so there is no submit button; Enter clamps like leaving the field.
    <div className="card price-calc">
      <div className="field">
        <label htmlFor={inputId}>{guestsLabel}</label>
        <input
          ref={input}
          id={inputId}
          name="guests"
          type="number"
          inputMode="numeric"
          min={pricing.minGuests}
          max={pricing.maxGuests}
          step={1}
          value={text}
          aria-describedby={`${hintId} ${noteId}`}
          aria-invalid={outOfRange || undefined}
          onChange={(e) => {
            setCorrected(false);
            setText(e.target.value);
          }}
          onBlur={settle}
          onKeyDown={(e) => {
            if (e.key === 'Enter') settle();
          }}
        />
        <p id={hintId} className="form-note">
          From {pricing.minGuests} to {pricing.maxGuests} guests.
        </p>
        <p id={noteId} className={`price-calc-note ${outOfRange ? 'field-error' : 'form-note'}`} role="status">
          {note}
        </p>
      </div>
      <p className="price-calc-result">
        <output htmlFor={inputId} aria-live="polite" className="price-calc-output">
          <span className="price-calc-label">
            Estimated total for {guests} {guests === 1 ? 'guest' : 'guests'}
            {': '}
          </span>
          <strong className="price-calc-total" data-total>
            {formatUsd(total)}
          </strong>
          <span className="price-calc-breakdown"> ({breakdown})</span>
        </output>
      </p>
    </div>
  );
}
