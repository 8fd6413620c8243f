import { describe, expect, it } from 'vitest';
import { caseStudies } from '@/content/case-studies/case-studies';
import { privacyPolicy } from '@/content/legal/privacy-policy';
import { neighborhoods } from '@/content/neighborhoods/all-neighborhoods';
import { census2020Counts, roundedCensusCount } from '@/content/neighborhoods/census-2020';
import { figuresNote } from '@/content/neighborhoods/neighborhood-copy';
import { seoToolPage } from '@/content/seo-tool';

/**
 * The claims issue 41 corrected at their source (docs/requirements/claims-and-sources.md), each checked
 * where it could slip back without anyone noticing: a new place with a later census estimate, a case
 * study with a map-pack position the pack does not have, a privacy policy that drifts from the database.
 */

const contentModules = import.meta.glob<Record<string, unknown>>('/src/content/**/*.ts', { eager: true });

/** Every object a value holds, however deeply. */
function objectsIn(value: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const item of value) objectsIn(item, found);
  else if (value && typeof value === 'object') {
    found.push(value as Record<string, unknown>);
    for (const item of Object.values(value)) objectsIn(item, found);
  }
  return found;
}

const allObjects = Object.values(contentModules).flatMap((exports) => objectsIn(exports));
const allText = allObjects.flatMap((object) => Object.values(object).filter((value): value is string => typeof value === 'string'));

describe('population figures: one census, one rounding', () => {
  it('shows every census figure as its 2020 Census count rounded to the nearest hundred', () => {
    const censusPlaces = neighborhoods.filter((place) => place.populationSource === 'census-2020');
    expect(censusPlaces.map((place) => place.id).sort()).toEqual(Object.keys(census2020Counts).sort());
    for (const place of censusPlaces) {
      expect(place.population, place.id).toBe(roundedCensusCount(census2020Counts[place.id]!));
      expect(figuresNote(place), place.id).toContain(`2020 Census count, ${census2020Counts[place.id]!.toLocaleString('en-US')}, rounded to the nearest hundred`);
    }
  });

  it('uses no other source than the 2020 census or our own estimate for a City of Los Angeles neighborhood', () => {
    for (const place of neighborhoods) expect(['census-2020', 'estimate'], place.id).toContain(place.populationSource);
    expect(neighborhoods.find((place) => place.id === 'long-beach')!.population).toBe(466700);
    expect(neighborhoods.find((place) => place.id === 'santa-monica')!.population).toBe(93100);
  });

  it('rounds half up, as the census figures were rounded', () => {
    expect(roundedCensusCount(93076)).toBe(93100);
    expect(roundedCensusCount(466742)).toBe(466700);
    expect(roundedCensusCount(17250)).toBe(17300);
  });
});

describe('map-pack positions', () => {
  /** Positions ("#4") said in the value or change of a tile whose label speaks of the map pack. */
  const mapPackPositions = (object: Record<string, unknown>) =>
    typeof object.label === 'string' && /map[- ]pack/i.test(object.label)
      ? [object.value, object.change].flatMap((text) => (typeof text === 'string' ? [...text.matchAll(/#(\d+)/g)].map((match) => Number(match[1])) : []))
      : [];

  it('never give a map-pack position beyond #3, the pack has three places', () => {
    const tiles = allObjects.filter((object) => mapPackPositions(object).length > 0);
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) expect(Math.max(...mapPackPositions(tile)), JSON.stringify(tile)).toBeLessThanOrEqual(3);
    for (const text of allText) {
      for (const match of text.matchAll(/map[- ]pack (?:rank|position)[^.;]*?#(\d+)/gi)) expect(Number(match[1]), text).toBeLessThanOrEqual(3);
    }
  });

  it('says the case studies that moved from far down the local results moved into the map pack', () => {
    const moves = caseStudies.flatMap((study) => study.results.filter((result) => /^Local ranking for /.test(result.label)).map((result) => ({ id: study.id, ...result })));
    expect(moves.map((move) => move.id)).toEqual(['cs-1', 'cs-4', 'cs-7', 'cs-12', 'cs-13']);
    expect(moves.find((move) => move.id === 'cs-4')).toMatchObject({ value: '#2', change: 'from #11 in the local results, into the map pack' });
    expect(moves.find((move) => move.id === 'cs-7')).toMatchObject({ value: '#1', change: 'from #7 in the local results, into the map pack' });
    expect(moves.find((move) => move.id === 'cs-13')).toMatchObject({ value: '#1', change: 'from #12 in the local results, into the map pack' });
  });
});

describe('what the site says about itself and about Google', () => {
  it('never says the map comes before anything else: ads and AI Overviews often sit above it', () => {
    for (const text of allText) expect(text).not.toMatch(/before anything else/i);
  });

  it('never claims clients or results in a place on a neighborhood page: the case study card is the experience shown', () => {
    for (const place of neighborhoods) {
      const ownWords = [place.heroIntro, ...place.localPicture, ...place.strategy.map((card) => `${card.title} ${card.description}`), place.localQuestion.answer].join(' ');
      expect(ownWords, place.id).not.toMatch(/\bour clients?\b|\bwe (have )?(helped|worked with)\b|\bclients? (of ours|we)\b/i);
    }
  });

  it('says what the SEO tool and the weekly reports keep, and that the PDF is the same report', () => {
    const privacyCard = seoToolPage.benefits.find((benefit) => benefit.title === 'Private by design')!;
    expect(privacyCard.description).not.toMatch(/never store/i);
    expect(privacyCard.description).toContain('Weekly reports keep');
    expect(privacyCard.description).toContain('title and description');
    expect(seoToolPage.weeklyReports.intro).not.toMatch(/full report/i);
    expect(seoToolPage.weeklyReports.intro).toContain('same report attached as a PDF');
  });
});

// What the privacy policy says the database keeps, and for how long, is held to the migrated
// database in tests/integration/migrated-rules.test.ts.
describe('the privacy policy', () => {
  it('lists the weekly reports among what is disclosed to service providers', () => {
    const pastYear = privacyPolicy.sections.find((section) => section.id === 'past-12-months')!;
    expect(pastYear.list!.some((item) => item.startsWith('For weekly SEO reports') && item.includes('e-mail delivery provider'))).toBe(true);
  });
});

describe('case-study titles (issue 50)', () => {
  it('the title in the search result credits the same channel as the heading: "From Search" in both, never "From SEO" in one', () => {
    const channel = (title: string) => /\bFrom (\w+)$/.exec(title)?.[1];
    const disagreeing = caseStudies
      .filter((study) => channel(study.seoTitle) && channel(study.title) && channel(study.seoTitle) !== channel(study.title))
      .map((study) => `${study.id}: "${study.seoTitle}" / "${study.title}"`);
    expect(disagreeing).toEqual([]);
    expect(caseStudies.filter((study) => study.id === 'cs-9' || study.id === 'cs-12').map((study) => channel(study.seoTitle))).toEqual(['Search', 'Search']);
  });
});
