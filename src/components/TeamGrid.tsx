import type { TeamMember } from '../content/schema.ts';
import { Picture } from './Picture.tsx';
import { Styles } from '../contract/Styles.tsx';

/** Meet the Team: each guide's photo, name, role, bio and their cat. */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
    <ul className="team-grid">
      <Styles of={import.meta.url} />
      {members.map((m) => (
        <li key={m.name} className="team-card">
          <Picture src={m.image} alt={m.imageAlt} sizes="(min-width: 72rem) 16rem, (min-width: 900px) 22vw, (min-width: 600px) 45vw, 92vw" className="team-photo" />
          <div className="team-body">
            <h3 className="team-name">{m.name}</h3>
            <p className="team-role">{m.role}</p>
            <p className="team-bio">{m.bio}</p>
            <p className="team-cat">
              Cat: <strong>{m.catName}</strong>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
