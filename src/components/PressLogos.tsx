import type { PressLogo } from '../content/shapes.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { useContent, useImage } from '../contract/render.ts';
import { customProperties, Styles } from '../contract/Styles.tsx';

/** Logos without a height of their own are shown 60px tall. */
export const DEFAULT_LOGO_HEIGHT = 60;

/**
 * The press-logo strip: each logo links to the outlet in a new tab, at the
 * height content gives it. Its box is sized before the image arrives (width
 * from the image's proportions), and the enhancement script (src/client/enhance/) swaps in the placeholder named
 * by data-press-fallback if the logo fails, logging the outlet's name.
 */
export function PressLogos({ logos, label }: { logos: PressLogo[]; label: string }) {
  const { press } = useContent();
  const placeholder = useImage(press.logoPlaceholder).fallback;
  return (
    <ul className="press-logos" aria-label={label}>
      <Styles of={import.meta.url} />
      {logos.map((logo) => (
        <PressLogoItem key={logo.outlet} logo={logo} placeholder={placeholder} />
      ))}
    </ul>
  );
}

function PressLogoItem({ logo, placeholder }: { logo: PressLogo; placeholder: string }) {
  const image = useImage(logo.image);
  const height = logo.height ?? DEFAULT_LOGO_HEIGHT;
  const width = logo.width ?? Math.round((height * image.width) / image.height);
  const size = customProperties('logo', { '--logo-h': `${height}px`, '--logo-w': `${width}px` }, `${height}x${width}`);
  return (
    <li className={`press-logo ${size.className}`}>
      {size.rule}
      <ExternalLink href={logo.link} className="press-logo-link">
        {/* One small WebP (2x for the largest logo): an AVIF source would save nothing on logos this size. */}
        <img
          src={image.fallback}
          alt={logo.alt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          data-press-fallback={placeholder}
          data-outlet={logo.outlet}
        />
      </ExternalLink>
    </li>
  );
}
