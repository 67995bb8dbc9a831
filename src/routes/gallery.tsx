import type { PageProps } from '../contract/page.ts';
import { headOf } from '../contract/head.ts';
import { Hero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { GalleryPhotos } from '../components/GalleryPhotos.tsx';
import { Video } from '../components/Video.tsx';

export const head = headOf('gallery');

/** Gallery: the NBC feature, the tour photos, the fans' photos, the share call to action. */
export default function Gallery({ content }: PageProps) {
  const page = content.pages.gallery;
  const s = page.sections;
  const words = content.labels.gallery;
  const photos = [
    ['tour-photos', s.tourPhotos, content.gallery.tour, words.tourPhotosLabel],
    ['fan-photos', s.fanPhotos, content.gallery.fans, words.fanPhotosLabel],
  ] as const;
  return (
    <>
      <Hero hero={page.hero} />
      <Section id="nbc" content={s.nbc} className="nbc-feature">
        <Video video={content.site.videos.gallery} />
      </Section>
      {photos.map(([id, section, images, label]) => (
        <Section key={id} id={id} content={section}>
          <GalleryPhotos images={images} label={label} idPrefix={id} />
        </Section>
      ))}
      <Section id="share" content={s.share} className="cta-band" />
    </>
  );
}
