export { NeighborhoodTeaserSection } from './neighborhood-teaser-section';
export { PopularNeighborhoodsSection } from './popular-neighborhoods-section';
