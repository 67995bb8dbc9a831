import { useContent } from '../contract/render.ts';
import { Styles } from '../contract/Styles.tsx';
import { PAGE } from '../lib/sitePaths.ts';

/** The home page's season announcement; the enhance script stores its dismissal, the head's boot script reads it. */
export function AnnouncementBar() {
  const { site, labels } = useContent();
  return (
    <div className="announcement" data-announcement role="region" aria-label="Announcement">
      <Styles of={import.meta.url} />
      <p className="announcement-text">
        {site.season.announcement}{' '}
        <a href={PAGE.tours} className="announcement-link">
          {labels.everyPage.announcementLink}
        </a>
      </p>
      <button type="button" className="announcement-close" data-announcement-close aria-label="Dismiss announcement">
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
