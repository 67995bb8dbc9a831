import type { PressLogo } from '../content/schema.ts';
import { Picture } from './Picture.tsx';
import { useContent, useImage } from './site-context.ts';

/** SPEC §9: a logo without its own height shows at 60px. */
export const DEFAULT_LOGO_HEIGHT = 60;

/**
 * A row of partner or press logos, each a link. A logo that fails to load is
 * swapped for the placeholder by the site-chrome script (`data-press-fallback`),
 * which also logs the outlet's name (SPEC §4 "Press logo").
 */
export function PartnerLogos({ logos, label }: { logos: PressLogo[]; label: string }) {
  const { press } = useContent();
  const placeholder = useImage(press.logoPlaceholder).fallback;
  return (
    <ul className="partner-logos" aria-label={label}>
      {logos.map((logo) => (
        <Logo key={logo.outlet} logo={logo} placeholder={placeholder} />
      ))}
    </ul>
  );
}

function Logo({ logo, placeholder }: { logo: PressLogo; placeholder: string }) {
  const image = useImage(logo.image);
  const height = logo.height ?? DEFAULT_LOGO_HEIGHT;
  const width = logo.width ?? Math.round((height * image.width) / image.height);
  return (
    <li style={{ '--logo-h': `${height}px`, '--logo-w': `${width}px` } as React.CSSProperties}>
      <a href={logo.link} className="partner-logo-link">
        <Picture
          src={logo.image}
          alt={logo.alt}
          sizes={`${width}px`}
          className="partner-logo"
          data={{ 'data-press-fallback': placeholder, 'data-outlet': logo.outlet }}
        />
      </a>
    </li>
  );
}
