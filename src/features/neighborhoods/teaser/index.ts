// The home page's light entry into this feature: only the teaser sections, so the home bundle never
// reaches the directory, the detail pages or their data.
export { NeighborhoodTeaserSection } from '../neighborhood-teaser-section';
export { PopularNeighborhoodsSection } from '../popular-neighborhoods-section';
