import type { PageProps } from '../contract/page.ts';
import { headOf } from '../contract/head.ts';
import { Hero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { servicesInUse } from '../lib/services.ts';
import { fillSlots } from '../lib/slots.ts';

export const head = headOf('privacy');

/** The company's own words, then each service the settings switch on: what it receives, its cookies, its policy. */
export default function Privacy({ content }: PageProps) {
  const page = content.pages.privacy;
  const s = page.sections;
  const words = content.labels.privacy;
  return (
    <>
      <Hero hero={page.hero} />
      <Section id="operator" content={s.operator} />
      <Section id="contact" content={s.contact} />
      <Section id="retention" content={s.retention} />
      <Section id="services" content={s.services}>
        <ul className="cards">
          {servicesInUse(content).map((service) => (
            <li key={service.id} className="card" data-service={service.id}>
              <h3 className="card-title">{service.name}</h3>
              <p>{words[service.id]}</p>
              <p>{service.cookies ? words.cookies : words.noCookies}</p>
              <p>
                <ExternalLink href={service.policy}>
                  {fillSlots(words.policyLink, { service: service.name })}
                </ExternalLink>
              </p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
