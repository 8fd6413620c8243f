// The home page's light entry into this feature: only the teaser sections, so the home bundle never
// reaches the directory, the detail pages or their data.
export { NeighborhoodTeaserSection } from '../components/neighborhood-teaser-section';
export { PopularNeighborhoodsSection } from '../components/popular-neighborhoods-section';
