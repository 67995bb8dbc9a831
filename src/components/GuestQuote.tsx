import type { Testimonial } from '../content/shapes.ts';
import { Styles } from '../contract/Styles.tsx';

/**
 * One guest's words as a figure: the quote, then who said it. `marks` puts
 * the words in quotation marks, for a quote that stands alone (the home
 * page's) rather than in a list of quotes.
 */
export function GuestQuote({
  testimonial,
  className,
  marks = false,
}: {
  testimonial: Testimonial;
  className?: string;
  marks?: boolean;
}) {
  return (
    <figure className={className ? `guest-quote ${className}` : 'guest-quote'}>
      <Styles of={import.meta.url} />
      <blockquote>
        <p>{marks ? `“${testimonial.quote}”` : testimonial.quote}</p>
      </blockquote>
      <figcaption>
        <span className="guest-quote-author">{testimonial.author}</span>
        {testimonial.role && <span className="guest-quote-role">{testimonial.role}</span>}
      </figcaption>
    </figure>
  );
}
