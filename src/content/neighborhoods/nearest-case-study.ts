import type { CaseStudy } from '../types';
import type { Neighborhood } from './types';

/** The case study a neighborhood page shows and links to: the place's own, or the nearest one, named as such. */
export interface PlaceCaseStudy {
  id: string;
  title: string;
  description: string;
  /** Where the study's business is, e.g. 'Playa Vista'. */
  location: string;
  link: string;
  /** True when the study is of a business in this very place. */
  own: boolean;
}

/**
 * For places without a case study of their own: the study whose business is nearest, by the roads a
 * customer would drive (our editorial choice, checked against a map). A place that gets a study of its
 * own needs no entry: a study's `location` equal to the place's name wins.
 */
const NEAREST_STUDY: Readonly<Record<string, string>> = {
  alhambra: 'cs-8',
  arcadia: 'cs-8',
  'monterey-park': 'cs-8',
  'beverly-hills': 'cs-7',
  hollywood: 'cs-7',
  brentwood: 'cs-4',
  westwood: 'cs-4',
  venice: 'cs-4',
  'marina-del-rey': 'cs-6',
  'el-segundo': 'cs-6',
  inglewood: 'cs-2',
  'manhattan-beach': 'cs-9',
  'redondo-beach': 'cs-9',
  'san-pedro': 'cs-10',
  'boyle-heights': 'cs-5',
  'los-feliz': 'cs-13',
  'silver-lake': 'cs-13',
  'highland-park': 'cs-13',
  'eagle-rock': 'cs-1',
  'north-hollywood': 'cs-12',
  'santa-clarita': 'cs-12',
  encino: 'cs-11',
  'studio-city': 'cs-11',
  'van-nuys': 'cs-11',
  'woodland-hills': 'cs-11',
  northridge: 'cs-11',
  chatsworth: 'cs-11',
  'granada-hills': 'cs-11',
  'porter-ranch': 'cs-11',
};

export function caseStudyForPlace(place: Pick<Neighborhood, 'id' | 'name'>, studies: readonly CaseStudy[]): PlaceCaseStudy {
  const own = studies.find((study) => study.location === place.name);
  const study = own ?? studies.find((candidate) => candidate.id === NEAREST_STUDY[place.id]);
  if (!study) throw new Error(`${place.id} has no case study of its own and no nearest one in src/content/neighborhoods/nearest-case-study.ts`);
  return { id: study.id, title: study.title, description: study.description, location: study.location, link: study.link, own: Boolean(own) };
}
