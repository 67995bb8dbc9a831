import type { Hero as HeroOptions } from '../content/schema/fields.ts';
import { urgencyMessage } from '../lib/urgency.ts';
import { Picture } from './Picture.tsx';
import { useContent } from '../contract/render.ts';
import { customProperties, Styles } from '../contract/Styles.tsx';

/** The values Hero.css falls back to in each var() (the content schema's defaults), by custom property. */
const CSS_FALLBACKS: Record<string, string> = {
  '--hero-overlay': '0.45',
  '--hero-position': 'center',
  '--hero-fit': 'cover',
};

/** Where a split hero shows its photo beside the text (Hero.css); narrower, the photo sits under the text. */
const SPLIT_SIDE_BY_SIDE = '(min-width: 768px)';

/**
 * The hero of every page (options in the content schema's heroSchema). Its image is the
 * page's largest paint, so it loads eagerly, with high priority, preloaded. A split hero's
 * photo is that only where it stands beside the text; under the text on a phone, the text is.
 */
export function Hero({ hero, headingId = 'page-title' }: { hero: HeroOptions; headingId?: string }) {
  const { site } = useContent();
  const split = hero.layout === 'split';
  const classes = ['hero', `hero-${hero.layout}`, `hero-${hero.height}`, hero.aspect ? `hero-${hero.aspect}` : '']
    .filter(Boolean)
    .join(' ');
  // Only what differs from Hero.css's own fallbacks: most heroes need no rule of their own.
  const wanted: Record<string, string> = {
    '--hero-overlay': String(hero.overlay),
    '--hero-position': hero.imagePosition,
    '--hero-fit': hero.fit,
    ...(hero.maxWidth ? { '--hero-max': hero.maxWidth } : {}),
  };
  const vars = customProperties(
    'hero',
    Object.fromEntries(Object.entries(wanted).filter(([name, value]) => CSS_FALLBACKS[name] !== value)),
  );
  return (
    <section className={vars.className ? `${classes} ${vars.className}` : classes} aria-labelledby={headingId}>
      <Styles of={import.meta.url} />
      {vars.rule}
      <div className="hero-media">
        <Picture
          src={hero.image}
          alt={hero.imageAlt}
          sizes={split ? `${SPLIT_SIDE_BY_SIDE} 45vw, 100vw` : '100vw'}
          priority
          priorityMedia={split ? SPLIT_SIDE_BY_SIDE : undefined}
          className="hero-picture"
        />
      </div>
      <div className="hero-body container">
        <div className="hero-text">
          <h1 id={headingId}>{hero.title}</h1>
          {hero.subtitle && <p className="hero-subtitle">{hero.subtitle}</p>}
          {hero.urgency && (
            <p className="hero-urgency" data-urgency={site.season.urgencyTemplate}>
              {urgencyMessage(site.season.urgencyTemplate, new Date())}
            </p>
          )}
          {(hero.primaryButton || hero.secondaryButton) && (
            <div className="hero-actions">
              {hero.primaryButton && (
                <a className="btn btn-primary btn-lg" href={hero.primaryButton.href}>
                  {hero.primaryButton.text}
                </a>
              )}
              {hero.secondaryButton && (
                <a className="btn btn-secondary btn-lg" href={hero.secondaryButton.href}>
                  {hero.secondaryButton.text}
                </a>
              )}
            </div>
          )}
          {hero.trustBadges && (
            <ul className="hero-badges">
              {hero.trustBadges.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
