import { headOf } from '../../contract/head.ts';
import { Hero } from '../../components/Hero.tsx';
import { Section } from '../../components/Section.tsx';
import { Island } from '../../contract/Island.tsx';
import { Faq } from '../../components/Faq.tsx';
import { PressLogos } from '../../components/PressLogos.tsx';
import { Video } from '../../components/Video.tsx';
import { useContent } from '../../contract/render.ts';
import AdventureForm from '../../islands/AdventureForm.tsx';
import { Styles } from '../../contract/Styles.tsx';

export const head = headOf('adventure-cats');

/** Adventure Cats: how it works, requirements, the application, FAQ, video, logos. */
export default function Page() {
  const content = useContent();
  const { site } = content;
  const page = content.pages['adventure-cats'];
  const s = page.sections;
  return (
    <>
      <Styles of={import.meta.url} />
      <Hero hero={page.hero} />
      <Section id="how-it-works" content={s.howItWorks} className="adventure-steps" />
      <Section id="cat-rules" content={s.requirements} className="adventure-rules" />
      <Section id="apply" content={s.form} className="adventure-apply">
        <Island
          component={AdventureForm}
          props={{
            endpoint: site.formService.endpoint,
            siteUrl: site.url,
            subject: `New Adventure Cats application (${site.name})`,
            language: site.language.slice(0, 2),
            waiverText: s.waiver.body,
            labels: { ...content.labels.adventureForm, ...content.labels.forms },
            idPrefix: 'apply',
          }}
          hydrate="interaction"
        />
      </Section>
      <Section id="adventure-faq" content={s.faq}>
        <Faq items={content.faqs.adventureCats} idPrefix="adventure-faq" />
      </Section>
      <Section id="video" content={s.video} className="adventure-video">
        <Video video={site.videos.adventureCats} />
      </Section>
      <Section id="friends" content={s.logos} className="adventure-logos">
        <PressLogos logos={content.press.partnerLogos} label={s.logos.heading} />
      </Section>
    </>
  );
}
