import { useContent } from '../contract/render.ts';
import { Styles } from '../contract/Styles.tsx';

interface NewsletterFormProps {
  /** "full" is the home sign-up (names and consent); "compact" is the footer's e-mail only form. */
  variant: 'full' | 'compact';
  /** Prefix that keeps ids unique when both forms are on one page. */
  idPrefix: string;
  /** Id of the heading that names the form. */
  labelledBy: string;
}

/** Mailchimp sign-up posting natively in a new tab; native `required` checks cover its rules (no jQuery loaded). */
export function NewsletterForm({ variant, idPrefix, labelledBy }: NewsletterFormProps) {
  const { site, labels } = useContent();
  const words = labels.newsletter;
  const mc = site.mailchimp;
  const id = (name: string) => `${idPrefix}-${name}`;
  const required = (name: string, label: string) => (
    <label htmlFor={id(name)}>
      {`${label} `}
      <span aria-hidden="true">*</span>
    </label>
  );
  return (
    <form
      className={`newsletter newsletter-${variant}`}
      action={mc.action}
      method="post"
      // biome-ignore lint/security/noBlankTarget: browsers give a form's _blank target no opener already
      target="_blank"
      aria-labelledby={labelledBy}
      data-newsletter
    >
      <Styles of={import.meta.url} />
      <div className="field">
        {required('email', words.email)}
        <input id={id('email')} type="email" name="EMAIL" autoComplete="email" required />
      </div>
      {variant === 'full' && (
        <>
          <div className="field">
            {required('fname', words.firstName)}
            <input id={id('fname')} type="text" name="FNAME" autoComplete="given-name" required />
          </div>
          <div className="field">
            <label htmlFor={id('lname')}>{words.lastName}</label>
            <input id={id('lname')} type="text" name="LNAME" autoComplete="family-name" />
          </div>
          <div className="field field-check">
            <input id={id('consent')} type="checkbox" name="CONSENT" value="Y" required />
            {required('consent', words.consent)}
          </div>
          <p className="form-note">
            <span aria-hidden="true">*</span>
            {` ${labels.forms.required}`}
          </p>
          {/* Mailchimp's validator writes into these; kept for its contract, hidden until used. */}
          <div className="mc-responses" aria-live="polite">
            <div className="mc-error" id={id('error')} hidden />
            <div className="mc-success" id={id('success')} hidden />
          </div>
        </>
      )}
      <input type="hidden" name="tags" value={mc.tags} />
      {/* Honeypot: off-screen and out of the tab order; bots fill it, people never see it. */}
      <div className="hp" aria-hidden="true">
        <input type="text" name={mc.honeypotName} tabIndex={-1} defaultValue="" autoComplete="off" />
      </div>
      <button type="submit" className="btn btn-primary">
        {variant === 'full' ? words.join : words.subscribe}
      </button>
    </form>
  );
}
