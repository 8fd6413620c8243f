import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'koreatown',
  name: 'Koreatown',
  region: 'Central LA',
  businessCount: 8500,
  population: 120000,
  populationSource: 'estimate',
  searchCompetition: 'high',
  knownFor:
    'One of the densest neighborhoods in Los Angeles, known for Korean barbecue, late-night restaurants, karaoke and spas, and a mix of Korean, Latino and Bangladeshi communities along Wilshire and Western.',
  keyIndustries: ['Restaurants', 'Bars & Karaoke', 'Beauty & Spas', 'Healthcare', 'Legal Services', 'Real Estate', 'Banking', 'Retail'],
  competitiveLandscape:
    'Hundreds of restaurants, clinics and service businesses sit within a mile of each other, so distance and review volume decide most map-pack results. Many Korean-speaking customers also use Naver Map and KakaoMap, and Korean-language Google searches return different results, so businesses effectively compete in two languages. Late-night searches are unusually common, which rewards listings with accurate after-midnight hours.',
  localLandmarks: ['The Wiltern', 'Bullocks Wilshire', 'Wilshire Boulevard Temple', 'Robert F. Kennedy Community Schools'],
  notableBusinesses: ['Southwestern Law School', 'Guelaguetza', "Park's BBQ", 'The Line Hotel'],
  conversionTips: [
    'Publish key pages and Google posts in both English and Korean, and claim your listings on Naver Map and KakaoMap.',
    'Add Spanish as well: a large share of Koreatown residents are Latino, and many of them search in Spanish.',
    'State parking plainly. Lots are small and valet is common, and diners often choose the place where parking is easy or validated.',
    'Mention the nearest Metro D Line station (Wilshire/Vermont, Wilshire/Normandie or Wilshire/Western) for the many residents who do not drive.',
  ],
  heroIntro:
    'A Koreatown customer may type 한인타운 into a phone outside the Wilshire/Western station at noon, or hunt for a table after karaoke on Sixth Street at one in the morning. Your listing has to answer both of them.',
  localPicture: [
    'Business in Koreatown follows Wilshire Boulevard and the avenues that cross it. Western, Normandie and Vermont carry traffic north and south; Sixth Street and Eighth Street hold many of the restaurants, cafes and bars; and Olympic Boulevard has supermarkets, bakeries and shopping centers such as the Koreatown Galleria. A great deal of commerce sits on the second and third floors of plazas and mixed-use towers, so customers often need a floor and suite number, not just an address, to find the door.',
    'The customer base is unusually wide. Korean American families and Korean-speaking seniors who have shopped here for decades share the sidewalks with Latino households, young renters in new high-rises and office workers in the Wilshire Center towers, and diners arrive from all over the county on weekends. Demand follows the Korean calendar as well as the American one: Seollal and Chuseok bring rushes on gift sets, rice cakes and family dinners, and the Los Angeles Korean Festival draws big crowds each fall.',
    'Searches come in Korean, English and Spanish, and Bengali matters along Third Street, where the city recognized Little Bangladesh. Korean-language newspapers, radio and community groups still carry weight with older residents, while younger customers find places through short videos and map apps. Visitors from Korea staying in neighborhood hotels search much as they would in Seoul, in Hangul and on Korean apps. Since the first section of the D Line extension opened on 8 May 2026, with stations under Wilshire at La Brea, Fairfax and La Cienega, Koreatown is a short train ride for lunch or dinner from the Miracle Mile and Beverly Hills.',
  ],
  strategy: [
    {
      title: 'Make your map listing readable in Hangul',
      description:
        'Keep the Google name exactly as your sign reads, add Korean to the description and posts, and upload photos of the menu, entrance and elevator lobby. Name your floor and suite, since upstairs businesses inside plazas are easy to miss.',
    },
    {
      title: 'Target Sixth Street, plazas and late hours',
      description:
        "People narrow a Koreatown search by street, by plaza and by the clock. Pages built for searches like 'Korean barbecue on Sixth Street' or 'open after midnight near Wilshire and Western' match a clear intent that a general city page never catches.",
    },
    {
      title: 'Get covered by Korean-language media',
      description:
        'Mentions and links from the Los Angeles editions of The Korea Times and the Korea Daily, the Koreatown Youth and Community Center or the Korean American Federation of Los Angeles tell Google, and older customers, that you belong to the community.',
    },
    {
      title: 'Count calls by the language spoken',
      description:
        'Give your Korean, Spanish and English pages separate tracking numbers, and compare them with direction requests by hour. You will see which audience fills weeknight tables and which one books appointments, and you can shift posts and staffing to match.',
    },
  ],
  localQuestion: {
    question: "Do customers search for 'Koreatown', 'K-Town' or '한인타운', and which should my site use?",
    answer:
      "All three, each in its place. The City Council set Koreatown's official boundaries in 2010, and that is the name Google and most English-speaking customers use. K-Town turns up in casual searches and social posts. Korean speakers usually say 한인타운, or LA 한인타운, and type it into Google, Naver and Kakao alike. Put the English name in your titles and headings, the Korean name on your Korean pages, and never stuff either one into your business name.",
  },
  metaDescription:
    'Koreatown SEO for restaurants, spas, clinics and law firms. Rank in English and Korean search, and win the dense, late-night map-pack results in the area.',
};

export default neighborhood;
