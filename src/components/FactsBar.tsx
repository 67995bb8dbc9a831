import type { Tour } from '../content/shapes.ts';
import { Icon } from './Icon.tsx';
import { useContent } from '../contract/render.ts';
import { siteFacts } from '../content/facts/tokens.ts';
import { Styles } from '../contract/Styles.tsx';
import { fillSlots } from '../lib/slots.ts';

/**
 * The facts bar of a tour page: duration, distance, the tour's own group
 * maximum and the five-star share, all read from content.
 */
export function FactsBar({ tour }: { tour: Tour }) {
  const { site, labels } = useContent();
  const words = labels.tourFacts;
  // The same wording as the {duration} and {distance} tokens in copy ("1 mile", "1.5 miles").
  const said = siteFacts(site);
  const facts = [
    { icon: 'timer', value: said.duration, label: words.duration },
    { icon: 'footprints', value: said.distance, label: words.distance },
    { icon: 'users', value: fillSlots(words.groupValue, { maxGroup: tour.maxGroup }), label: words.group },
    { icon: 'star', value: words.reviewsValue, label: words.reviews },
  ];
  return (
    <section className="facts-bar" aria-label="Tour facts">
      <Styles of={import.meta.url} />
      <ul className="facts container">
        {facts.map((f) => (
          <li key={f.icon} className="fact" data-fact={f.label}>
            <Icon name={f.icon} className="fact-icon" />
            <span className="fact-value">{f.value}</span>
            <span className="fact-label">{f.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
