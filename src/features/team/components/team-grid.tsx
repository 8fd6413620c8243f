import { useEffect, useRef, useState } from 'react';
import { team } from '@/content/team';
import { teamMemberAnchor } from '@/content/team-anchors';
import type { TeamMember } from '@/content/types';
import { cn } from '@/lib/cn';

export const TEAM_PLACEHOLDER = '/images/team/placeholder.svg';

/**
 * A portrait that is a pulsing skeleton until its image has loaded, and swaps in the default
 * placeholder if it fails (6 skeletons while loading; a failed image falls back: docs/requirements/company-pages.md#team).
 */
function Portrait({ member }: { member: TeamMember }) {
  const image = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);

  // An image that finished (or failed) before hydration fired its event before React listened.
  useEffect(() => {
    const element = image.current;
    if (!element?.complete) return;
    if (element.naturalWidth > 0) setLoaded(true);
    else element.src = TEAM_PLACEHOLDER;
  }, []);

  return (
    <div data-testid="team-skeleton" data-loaded={loaded} className={cn('aspect-square w-full bg-ink-100', !loaded && 'animate-pulse')}>
      <img
        ref={image}
        src={`/images/team/${member.image}`}
        alt={`Portrait of ${member.name}, ${member.position}`}
        width={400}
        height={400}
        loading="lazy"
        decoding="async"
        onLoad={() => setLoaded(true)}
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(TEAM_PLACEHOLDER)) event.currentTarget.src = TEAM_PLACEHOLDER;
        }}
        className={cn('aspect-square w-full object-cover transition-opacity', loaded ? 'opacity-100' : 'opacity-0')}
      />
    </div>
  );
}

/** The six team members, each with a portrait, role and bio, and an id an article's author `url` names. */
export function TeamGrid() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {team.map((member) => (
        <li key={member.name} id={teamMemberAnchor(member.name)} className="overflow-hidden rounded-card border border-ink-100 bg-white shadow-card">
          <Portrait member={member} />
          <div className="p-5">
            <h3 className="text-lg font-bold">{member.name}</h3>
            <p className="text-sm font-semibold text-brand-700">{member.position}</p>
            <p className="mt-3 text-sm leading-relaxed text-ink-700">{member.bio}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
