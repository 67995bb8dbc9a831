import type { Section as SectionContent } from '../content/schema/pages.ts';
import { Icon } from './Icon.tsx';
import { Styles } from '../contract/Styles.tsx';

/**
 * The /tours trust strip: a compact band of short claims (the guides, the
 * reviews). Copy comes from the page's
 * `trust` section; its heading is for screen readers, the band speaks for itself.
 */
export function TrustStrip({ content, id = 'trust' }: { content: SectionContent; id?: string }) {
  return (
    <section id={id} className="trust-strip" aria-labelledby={`${id}-title`}>
      <Styles of={import.meta.url} />
      <div className="container">
        <h2 id={`${id}-title`} className="visually-hidden">
          {content.heading}
        </h2>
        <ul className="trust-list">
          {(content.items ?? []).map((item) => (
            <li key={item.title} className="trust-item">
              <Icon name={item.icon} className="trust-icon" />
              <span className="trust-text">
                <strong className="trust-title">{item.title}</strong>
                <span className="trust-desc">{item.description}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
