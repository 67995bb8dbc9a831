/**
 * The body of the /tours "What to Expect" section. It lives in its own
 * module so TourExpectations can import it lazily (the section is
 * loaded lazily, showing loading text meanwhile); esbuild splits it into a
 * separate chunk that is fetched only when the section comes near view.
 */
import type { FeatureCard } from '../../content/schema.ts';

export function ExpectationsList({ items }: { items: FeatureCard[] }) {
  return (
    <ul className="expect-list">
      {items.map((item) => (
        <li key={item.title} className="expect-item">
          <span className="expect-icon" aria-hidden="true">
            {item.icon}
          </span>
          <h3 className="expect-title">{item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
