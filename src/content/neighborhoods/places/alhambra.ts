import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'alhambra',
  name: 'Alhambra',
  region: 'San Gabriel Valley',
  businessCount: 5900,
  population: 82900,
  populationSource: 'census-2020',
  searchCompetition: 'moderate',
  knownFor:
    "A San Gabriel Valley city with a walkable Main Street and a majority Asian American population, known for some of the region's best Chinese and Vietnamese restaurants.",
  keyIndustries: [
    'Restaurants',
    'Healthcare',
    'Real Estate',
    'Accounting & Tax Services',
    'Insurance',
    'Education & Tutoring',
    'Beauty & Salons',
    'Retail',
  ],
  competitiveLandscape:
    "Alhambra's restaurants and service providers compete across the western San Gabriel Valley, where customers happily drive to Monterey Park, San Gabriel or Rosemead for the right dumplings or dentist. Much of the searching happens in Chinese, and many customers discover businesses on WeChat, Xiaohongshu and Yelp as well as Google. Main Street businesses also compete for younger diners and shoppers coming from Pasadena and Los Angeles.",
  localLandmarks: ['Main Street Alhambra', 'Alhambra Park', 'Almansor Park', 'Alhambra Civic Center Library'],
  notableBusinesses: ['The Hat', 'Alhambra Hospital Medical Center', 'Alhambra High School'],
  conversionTips: [
    'Publish key pages in Chinese, and in Vietnamese and Spanish if you serve those communities; Alhambra is thoroughly multilingual.',
    'Keep a presence on WeChat and Xiaohongshu alongside your Google profile, because many customers check both before visiting.',
    'Show menus and prices clearly with photos; diners here compare several options before they choose.',
    'Mention the public parking behind Main Street so visitors know they can stop without circling the block.',
  ],
  heroIntro:
    'A diner in Alhambra might start on Valley Boulevard for dumplings and finish on Main Street for dessert, and a patient may choose a doctor after reading Chinese reviews. Be findable on both corridors, in both languages.',
  localPicture: [
    "Alhambra has two commercial personalities. Main Street is the walkable downtown, with restaurants, cafés, banks, salons and offices in older storefronts and newer mixed-use buildings. Valley Boulevard to the south is the car-oriented strip, lined with plazas full of Chinese, Vietnamese and other Asian restaurants, bakeries, supermarkets, tax offices and clinics, and it continues without a break into San Gabriel and Rosemead. Fremont, Garfield and Atlantic connect the two and carry their own dental, medical, insurance and accounting offices, many with signs in two or three languages.",
    'Most Alhambra residents are Asian American, with large Chinese and Vietnamese communities and a sizable Latino population, so an Alhambra business may need Chinese, Vietnamese and Spanish to reach its own neighbors. Workers add a weekday layer: Los Angeles County Public Works has its headquarters on Fremont Avenue, the office campus called The Alhambra houses more employers, and Cal State LA and East Los Angeles College are minutes away. Those workers want quick lunches, parking near the door and services they can book around office hours.',
    'Lunar New Year, which Vietnamese families celebrate as Tet, and the mooncake season each fall set the biggest peaks for restaurants, bakeries and gift shops, and weekends bring diners from across Los Angeles who read the food press and then check the map. Alhambra has no Metro rail station, so nearly everyone arrives by car from the 10 or from the short stub of the 710 that ends at Valley Boulevard; where to park matters more to them than which bus to take.',
  ],
  strategy: [
    {
      title: 'Claim your corridor in the map pack',
      description:
        'A Valley Boulevard restaurant competes with San Gabriel and Rosemead a few blocks away; a Main Street café competes mostly with its own block. Pick your primary category carefully, upload real dish photos and name the lot or structure customers should use.',
    },
    {
      title: 'Write pages diners can search by dish',
      description:
        'Alhambra diners search by dish and regional style: Sichuan, Cantonese barbecue, hand-pulled noodles, pho, banh mi. Put your specialties in text on menu pages rather than only in photos, and have offices list each service in every language they offer.',
    },
    {
      title: 'Get covered where SGV food is discussed',
      description:
        'Food critics, plus video creators on Xiaohongshu and YouTube, send a steady stream of people to Alhambra. Invite them, host a tasting, and join the Alhambra Chamber of Commerce and downtown events, whose listings give you local links that outlast any single post.',
    },
    {
      title: 'Split weekday lunch from weekend dinner',
      description:
        'Office workers from Fremont Avenue and weekend diners from across the county behave differently. Compare direction requests, calls and reservations by day of the week and by the language of the page that sent them, so you know which audience your listing actually wins.',
    },
  ],
  localQuestion: {
    question: 'My restaurant is on Valley Boulevard in Alhambra. Am I really competing with San Gabriel and Rosemead?',
    answer:
      "Yes. Valley Boulevard is one long restaurant corridor from Alhambra through San Gabriel and into Rosemead, and diners treat it as one place. They search by dish, such as soup dumplings or a Hong Kong-style café, and Google shows the best-rated matches nearby regardless of city lines. Naming your specialties, earning reviews that mention them and keeping hours accurate will do more than adding 'Alhambra' to every page.",
  },
  metaDescription:
    'Alhambra SEO for restaurants, clinics and professional services. Rank in English and Chinese searches across the western San Gabriel Valley and win more calls.',
};

export default neighborhood;
