import type { Testimonial } from '../content/schema.ts';
import { Styles } from './Styles.tsx';

/** One guest's words as a figure: the quote, then who said it. */
export function GuestQuote({ testimonial, className }: { testimonial: Testimonial; className?: string }) {
  return (
    <figure className={className ? `guest-quote ${className}` : 'guest-quote'}>
      <Styles of={import.meta.url} />
      <blockquote>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption>
        <span className="guest-quote-author">{testimonial.author}</span>
        {testimonial.role && <span className="guest-quote-role">{testimonial.role}</span>}
      </figcaption>
    </figure>
  );
}
