import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'long-beach',
  name: 'Long Beach',
  region: 'South Bay & Harbor',
  businessCount: 27000,
  // 2020 census: 466,742.
  population: 466700,
  populationSource: 'census-2020',
  searchCompetition: 'moderate',
  knownFor:
    'A major port city with its own downtown, known for the Port of Long Beach, the Queen Mary, the Aquarium of the Pacific and distinct neighborhoods from Belmont Shore to Bixby Knolls.',
  keyIndustries: ['Logistics & Shipping', 'Healthcare', 'Aerospace', 'Restaurants', 'Tourism & Hospitality', 'Education', 'Real Estate', 'Legal Services'],
  competitiveLandscape:
    'Long Beach is big enough to be its own market, with districts such as Downtown, Belmont Shore, Naples, Retro Row and Bixby Knolls that each have their own local pack. Searchers often add the district name, and businesses compete with Orange County neighbors such as Seal Beach as well as national chains. Logistics, legal and industrial firms compete regionally for port-related work.',
  localLandmarks: ['The Queen Mary', 'Aquarium of the Pacific', 'Shoreline Village', 'Rancho Los Cerritos', 'Walter Pyramid'],
  notableBusinesses: ['Port of Long Beach', 'California State University, Long Beach', 'MemorialCare Long Beach Medical Center', "Joe Jost's"],
  conversionTips: [
    'Build pages for each district you serve, such as Belmont Shore, Naples, Bixby Knolls and Retro Row on 4th Street, because searchers use those names.',
    'Add Spanish and Khmer where relevant; Long Beach has one of the largest Cambodian communities in the country, centered on Cambodia Town.',
    'Mention the Metro A Line stations and Long Beach Transit routes near you, plus parking details for downtown visitors.',
    'Plan around big events like the Grand Prix of Long Beach in April and Long Beach Pride, when out-of-town searches surge.',
  ],
  heroIntro:
    'Long Beach customers rarely think of themselves as Angelenos. They search in the 562 for results on Second Street, Atlantic Avenue or Pine Avenue, and they expect a business that knows which part of the city they live in.',
  localPicture: [
    'Each corridor serves a different crowd. Pine Avenue and the Promenade downtown feed convention-goers, office workers and residents of the towers along Ocean Boulevard. Second Street in Belmont Shore is a long run of restaurants, bars and boutiques for beach residents and college students; Atlantic Avenue in Bixby Knolls mixes family restaurants with professional offices; and Anaheim Street through Cambodia Town carries Cambodian restaurants, bakeries and markets. The A Line follows Long Beach Boulevard into downtown, linking the north of the city to the waterfront.',
    "The economy shapes who is searching. The Port of Long Beach keeps truckers, dockworkers and logistics staff on the road around the clock, and near Long Beach Airport, on ground where Douglas and later Boeing built aircraft, space companies such as Rocket Lab and Relativity Space now employ engineers. Hospitals, including St. Mary Medical Center and the VA medical center, add shift workers, and Cal State Long Beach and Long Beach City College bring tens of thousands of students into the city's rentals, restaurants and services.",
    'The calendar is crowded well beyond race weekend and Pride: the Long Beach Marathon runs in October, and the Naples holiday boat parade draws crowds to the canals in December. Cruise passengers sail from the terminal beside the Queen Mary, and several 2028 Olympic events are planned along the waterfront. Parking is metered and competitive downtown and in Belmont Shore, so customers check directions before they go.',
  ],
  strategy: [
    {
      title: 'Set service areas by Long Beach ZIP',
      description:
        'Service businesses can list ZIP codes as service areas on their Google Business Profile. Choose the ones you truly cover, such as 90803 for Belmont Shore and Naples or 90807 for Bixby Knolls, and match each to a neighborhood page on your site.',
    },
    {
      title: 'Write downtown pages for visitors without cars',
      description:
        'Convention-goers, Queen Mary guests and cruise passengers search from downtown hotels on foot. Write a page covering walking routes and Long Beach Transit stops from the Convention Center, the Queen Mary and the cruise terminal, plus the late or early hours travelers need.',
    },
    {
      title: 'Work with district associations and local press',
      description:
        'Long Beach has active business associations, including the Downtown Long Beach Alliance, the Belmont Shore Business Association and the Bixby Knolls Business Improvement Association, plus outlets such as the Long Beach Post and the Press-Telegram. Memberships, sponsorships and coverage anchor you locally.',
    },
    {
      title: 'Check the map from every district',
      description:
        'A business can lead the map in Bixby Knolls and be invisible in Belmont Shore. Check rankings from several points across the city, track calls by landing page, and report results per district, so you invest where the gap is widest.',
    },
  ],
  localQuestion: {
    question: 'Signal Hill is surrounded by Long Beach. Does a Signal Hill address hurt me in Long Beach searches?',
    answer:
      "Not much. Signal Hill is its own city, entirely surrounded by Long Beach, and Google correctly lists businesses there under Signal Hill. Because map results lean heavily on distance, a shop on the hill still appears for nearby 'Long Beach' searches. Keep your real address, write about the Long Beach neighborhoods you serve, such as California Heights and Bixby Knolls, and welcome reviews that mention them. Never switch your listed city to Long Beach to chase rankings.",
  },
  metaDescription:
    'Long Beach SEO for restaurants, clinics, logistics firms and local shops. Rank in every district of the city, from Downtown and Belmont Shore to Bixby Knolls.',
};

export default neighborhood;
