import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'pasadena',
  name: 'Pasadena',
  region: 'San Gabriel Valley',
  businessCount: 14500,
  population: 138700,
  populationSource: 'census-2020',
  searchCompetition: 'high',
  knownFor:
    'A historic city at the foot of the San Gabriel Mountains, known for the Rose Parade and Rose Bowl, Caltech and the nearby Jet Propulsion Laboratory, Old Pasadena and its Craftsman architecture.',
  keyIndustries: [
    'Healthcare',
    'Engineering & Science',
    'Legal Services',
    'Financial Services',
    'Restaurants',
    'Real Estate',
    'Education',
    'Retail',
  ],
  competitiveLandscape:
    'Pasadena is a full city with its own downtown, so businesses compete regionally with Glendale, Arcadia and the rest of the San Gabriel Valley. Law firms, wealth managers and engineering firms chase high-value searches, medical practices cluster around Huntington Hospital, and Old Pasadena restaurants and retailers face national chains. Residents are highly educated and research carefully, so detailed content and strong reviews win.',
  localLandmarks: [
    'Rose Bowl Stadium',
    'Pasadena City Hall',
    'Norton Simon Museum',
    'Gamble House',
    'Colorado Street Bridge',
  ],
  notableBusinesses: [
    'California Institute of Technology (Caltech)',
    'Huntington Hospital',
    "Vroman's Bookstore",
    'The Langham Huntington, Pasadena',
    "Pie 'n Burger",
  ],
  conversionTips: [
    'Plan around the big dates: the Rose Parade and Rose Bowl Game, UCLA home games, and the Rose Bowl Flea Market on the second Sunday of each month.',
    'Name the nearest Metro A Line station (Del Mar, Memorial Park or Lake) and the Old Pasadena public garages in your directions.',
    'Write detailed, expert service pages; Pasadena searchers compare credentials and read the fine print before they call.',
    'Speak plainly and precisely. A city shaped by Caltech and JPL rewards clear explanations and punishes marketing fluff.',
  ],
  metaDescription:
    'Pasadena SEO for practices, law firms, restaurants and retailers. Compete across the San Gabriel Valley with content that earns trust, reviews and phone calls.',
};

export default neighborhood;
