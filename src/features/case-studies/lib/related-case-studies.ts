import type { NeighborhoodListing } from '@/content/neighborhoods/types';
import type { CaseStudy } from '@/content/types';

/** The neighborhood page of the place a study names, when the site has one (Playa Vista, say, has none). */
export function placeOf(study: Pick<CaseStudy, 'location'>, places: readonly NeighborhoodListing[]): NeighborhoodListing | undefined {
  return places.find((place) => place.name === study.location);
}

/**
 * The studies a reader of `study` is most likely to want next, at most `count`: the same kind of
 * business first (category), then the same service, then the same part of the county. A study that
 * shares none of these is never offered. Each study links to the others of its service, so every
 * study is linked from at least the other pages of its service (issue 50).
 */
export function relatedCaseStudies(study: CaseStudy, studies: readonly CaseStudy[], places: readonly NeighborhoodListing[], count = 3): CaseStudy[] {
  const region = placeOf(study, places)?.region;
  const score = (other: CaseStudy) =>
    (other.category === study.category ? 4 : 0) + (other.service === study.service ? 2 : 0) + (region && placeOf(other, places)?.region === region ? 1 : 0);
  return studies
    .filter((other) => other.id !== study.id)
    .map((other, index) => ({ other, index, score: score(other) }))
    .filter(({ score: points }) => points > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other);
}
