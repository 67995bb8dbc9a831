import type { Tour } from '../content/schema.ts';
import { useContent } from './site-context.ts';

/**
 * The facts bar of a tour page: duration, distance, the tour's own group
 * maximum and the five-star share, all read from content.
 */
export function FactsBar({ tour }: { tour: Tour }) {
  const { claims } = useContent().site;
  const hours = claims.durationHours;
  const facts = [
    { icon: '⏱️', value: `${hours} ${hours === 1 ? 'hour' : 'hours'}`, label: 'Duration' },
    { icon: '🚶', value: `${claims.distanceMiles} miles`, label: 'Walking distance' },
    { icon: '👥', value: `Max ${tour.maxGroup} guests`, label: 'Small groups' },
    { icon: '⭐', value: `${claims.fiveStarPercent}% 5-star`, label: 'Guest reviews' },
  ];
  return (
    <section className="facts-bar" aria-label="Tour facts">
      <ul className="facts container">
        {facts.map((f) => (
          <li key={f.label} className="fact" data-fact={f.label}>
            <span className="fact-icon" aria-hidden="true">
              {f.icon}
            </span>
            <span className="fact-value">{f.value}</span>
            <span className="fact-label">{f.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
