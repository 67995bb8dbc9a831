import { useContent, useImage } from '../contract/render.ts';
import { connectNav, exploreNav } from './nav.ts';
import { NewsletterForm } from '../components/NewsletterForm.tsx';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { Styles } from '../contract/Styles.tsx';
import { PAGE } from '../lib/sitePaths.ts';

/** Footer: logo, tagline, booking button, Explore and Connect links, e-mail, social, newsletter, copyright. The year is refreshed in the browser so it never goes stale. */
export function Footer() {
  const { site } = useContent();
  const logo = useImage(site.logo.src);
  const alternate = useImage(site.logo.alternate);
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <Styles of={import.meta.url} />
      <div className="container footer-grid">
        <div className="footer-brand">
          <img
            className="footer-logo"
            src={logo.fallback}
            width={logo.width}
            height={logo.height}
            alt={site.logo.alt}
            loading="lazy"
            decoding="async"
            data-logo-fallback={alternate.fallback}
          />
          <p className="footer-tagline">{site.tagline}</p>
          <a href={PAGE.booking} className="btn btn-primary">
            Book Your Tour
          </a>
        </div>
        <nav className="footer-links" aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="footer-heading">
            Explore
          </h2>
          <ul>
            {exploreNav.map((item) => (
              <li key={item.href}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="footer-links" aria-labelledby="footer-connect">
          <h2 id="footer-connect" className="footer-heading">
            Connect
          </h2>
          <ul>
            {connectNav.map((item) => (
              <li key={item.href}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
            <li><ExternalLink href={site.giftCardsUrl}>Gift Cards</ExternalLink></li>
            <li><ExternalLink href={site.petitionUrl}>Sign the Petition</ExternalLink></li>
          </ul>
        </nav>
        <div className="footer-contact">
          <h2 id="footer-newsletter" className="footer-heading">
            Get tour news
          </h2>
          <NewsletterForm variant="compact" idPrefix="footer-nl" labelledBy="footer-newsletter" />
          <p>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
          <p>
            <ExternalLink href={site.social.url}>
              {site.social.label} {site.social.handle}
            </ExternalLink>
          </p>
        </div>
      </div>
      <p className="copyright container">
        © <span data-year>{year}</span> {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
