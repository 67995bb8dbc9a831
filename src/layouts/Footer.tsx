import { useContent, useImage } from '../contract/render.ts';
import { footerNav } from './nav.ts';
import { NavLink } from './NavLink.tsx';
import { NewsletterForm } from '../components/NewsletterForm.tsx';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { Styles } from '../contract/Styles.tsx';

/** Footer, its lists of links from content/menus.json. The year is refreshed in the browser so it never goes stale. */
export function Footer() {
  const content = useContent();
  const { site, menus } = content;
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
          <a href={menus.footer.button.href} className="btn btn-primary">
            {menus.footer.button.label}
          </a>
        </div>
        <div className="footer-lists">
          {footerNav(content).map((list, i) => (
            <nav key={i} className="footer-links" aria-labelledby={`footer-list-${i + 1}`}>
              <h2 id={`footer-list-${i + 1}`} className="footer-heading">
                {list.heading}
              </h2>
              <ul>
                {list.items.map((item) => (
                  <li key={`${item.href} ${item.label}`}>
                    <NavLink item={item} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="footer-contact">
          <h2 id="footer-newsletter" className="footer-heading">
            {menus.footer.newsletterHeading}
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
        © <span data-year>{year}</span> {site.name}. {menus.footer.rights}
        {site.analytics.provider === 'ga4' && (
          // Shown by the enhancement script: it reopens the consent bar.
          <>
            {' '}
            <button type="button" className="consent-open" data-consent-open hidden>
              {content.labels.consent.settings}
            </button>
          </>
        )}
      </p>
    </footer>
  );
}
