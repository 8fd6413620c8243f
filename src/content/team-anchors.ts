// Apart from ./team so an article page names its author's card without loading the team's bios.
/**
 * The address of a team member's card on the about page (`/about#team-marisol-avila`): what an
 * article's `Article` JSON-LD gives as its author's `url` (issue 62), a page that exists.
 */
export function teamMemberPath(name: string): string {
  return `/about#${teamMemberAnchor(name)}`;
}

/** The id of a team member's card on the about page. */
export function teamMemberAnchor(name: string): string {
  return `team-${name.trim().toLowerCase().replace(/\s+/g, '-')}`;
}
