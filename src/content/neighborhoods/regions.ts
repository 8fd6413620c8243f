/**
 * The regions of the neighborhood directory, in display order (the data is sorted the same way, then by
 * name): the regions Angelenos use, after the Los Angeles Times' Mapping L.A., with the South Bay and the
 * Harbor area as one. Labels, badges, headings and the directory filter all read this one list.
 */
export const NEIGHBORHOOD_REGIONS = [
  'Central LA',
  'Westside',
  'South Bay & Harbor',
  'Eastside',
  'Northeast LA',
  'Verdugos',
  'San Gabriel Valley',
  'San Fernando Valley',
  'Santa Clarita Valley',
] as const;

export type NeighborhoodRegion = (typeof NEIGHBORHOOD_REGIONS)[number];
