import { useContent } from '../contract/render.ts';
import { useStylesheetHref } from '../contract/Styles.tsx';
import { PAGE } from '../lib/sitePaths.ts';

/**
 * GA4's consent bar, hidden in the HTML: the enhancement script (src/client/enhance/consent.ts) loads its CSS (a file
 * of its own, off the first flight) and shows it until the visitor answers. Last in the page and sticky at the
 * viewport's foot, it moves nothing when it appears.
 */
export function ConsentBar({ measurementId }: { measurementId: string }) {
  const { labels } = useContent();
  const words = labels.consent;
  const stylesheet = useStylesheetHref(new URL('./ConsentBar.deferred.css', import.meta.url));
  return (
    <section
      className="consent-bar"
      aria-label="Cookie consent"
      data-consent={measurementId}
      data-consent-css={stylesheet}
      hidden
    >
      <div className="consent-inner container">
        <p className="consent-text">
          {words.message} <a href={PAGE.privacy}>{words.privacyLink}</a>
        </p>
        <button type="button" className="btn btn-primary" data-consent-choice="granted">
          {words.accept}
        </button>
        <button type="button" className="btn btn-secondary" data-consent-choice="denied">
          {words.decline}
        </button>
      </div>
    </section>
  );
}
