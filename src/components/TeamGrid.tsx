import type { TeamMember } from '../content/shapes.ts';
import { Picture } from './Picture.tsx';
import { Styles } from '../contract/Styles.tsx';
import { PhotoCard } from './PhotoCard.tsx';
import { useContent } from '../contract/render.ts';

/** Meet the Team: each guide's photo, name, role, bio and their cat. */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  const { teamCat } = useContent().labels.about;
  return (
    <ul className="grid grid-4 team-grid">
      <Styles of={import.meta.url} />
      {members.map((m) => (
        <PhotoCard
          key={m.name}
          as="li"
          className="team-card"
          media={
            <Picture
              src={m.image}
              alt={m.imageAlt}
              sizes="(min-width: 72rem) 16rem, (min-width: 1100px) 22vw, (min-width: 640px) 45vw, 92vw"
            />
          }
        >
          <h3 className="team-name">{m.name}</h3>
          <p className="team-role">{m.role}</p>
          <p className="team-bio">{m.bio}</p>
          <p className="team-cat">
            {`${teamCat} `}
            <strong>{m.catName}</strong>
          </p>
        </PhotoCard>
      ))}
    </ul>
  );
}
