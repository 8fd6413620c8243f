import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'arcadia',
  name: 'Arcadia',
  region: 'San Gabriel Valley',
  businessCount: 4600,
  population: 56700,
  populationSource: 'census-2020',
  searchCompetition: 'moderate',
  knownFor:
    'A San Gabriel Valley city known for Santa Anita Park racetrack, the Los Angeles County Arboretum and its peacocks, and an affluent, largely Chinese American community.',
  keyIndustries: [
    'Real Estate',
    'Restaurants',
    'Education & Tutoring',
    'Healthcare',
    'Retail',
    'Financial Services',
    'Hotels & Hospitality',
  ],
  competitiveLandscape:
    "Arcadia's market is driven by affluent families, many of them Chinese-speaking, and by visitors to Santa Anita Park and The Shops at Santa Anita, the former Westfield mall. Real estate agents, tutoring centers and restaurants compete intensely, and many customers discover businesses through Chinese-language searches, WeChat and Xiaohongshu rather than Google alone. The mall draws shoppers from across the San Gabriel Valley, so nearby restaurants compete with its well-known tenants.",
  localLandmarks: [
    'Santa Anita Park',
    'Los Angeles County Arboretum and Botanic Garden',
    'Arcadia County Park',
    'Wilderness Park',
  ],
  notableBusinesses: ['The Shops at Santa Anita', 'Din Tai Fung', 'USC Arcadia Hospital'],
  conversionTips: [
    'Offer Chinese-language pages and staff, and keep your name and address consistent on Chinese-language platforms as well as Google.',
    'Parents research schools and tutoring carefully, so publish results, credentials and class schedules rather than slogans.',
    'Tie promotions to the Santa Anita racing season and big race days, when visitors search for dining and hotels nearby.',
    'Mention the Metro A Line station in downtown Arcadia for visitors coming from Pasadena and Los Angeles.',
  ],
  heroIntro:
    'Arcadia customers move between Baldwin Avenue, Duarte Road and the Shops at Santa Anita, and many search in Chinese first. You need to appear in both languages, on Google Maps and in the apps families here already use.',
  localPicture: [
    "Arcadia's commerce sits in a few distinct places. South Baldwin Avenue, running down from Huntington Drive past Duarte Road, is lined with Chinese and Taiwanese restaurants, bakeries, tea shops and tutoring centers, and more plazas continue along Duarte Road and Las Tunas Drive. The Shops at Santa Anita, as the former Westfield mall has been called since its sale in 2022, anchors the corner by the racetrack. Downtown Arcadia along First Avenue and Huntington Drive, near the A Line station, is quieter and suits offices, cafés and professional practices.",
    "Many households are Chinese American, with roots in Taiwan, Hong Kong and mainland China, and Arcadia Unified's reputation draws parents who choose the city for its schools. Education sits at the center of local spending: after-school programs, test prep, college counseling, music, art, swimming and tennis. Real estate, mortgage, tax and immigration-related services follow the same families. Searches happen in Traditional and Simplified Chinese as well as English, and many parents ask their WeChat groups for recommendations before they open a map.",
    'Santa Anita Park keeps a calendar of its own. Its winter meet traditionally opens on December 26, the Santa Anita Derby comes in spring, and the grounds have long hosted the summer 626 Night Market. Lunar New Year and the Mid-Autumn Festival drive banquet bookings, mooncake orders and gift shopping. The Arboretum draws weekend visitors from across the region, and the 210 and the A Line bring customers in from Pasadena and the foothill cities to the east.',
  ],
  strategy: [
    {
      title: 'Give your profile a bilingual face',
      description:
        'Show the Chinese name from your sign on your website and citations, and write Google Business Profile posts and review replies in both English and Chinese. Keep one address and phone number on Google, Yelp and the Chinese-language directories so nothing conflicts.',
    },
    {
      title: 'Build pages around the school calendar',
      description:
        'Arcadia Unified parents plan months ahead for summer programs, AP and SAT prep and college applications. Publish schedules, instructor credentials and enrollment dates early, in both languages, and add pages for the grade levels and subjects you actually teach.',
    },
    {
      title: 'Earn citations in Chinese-language media',
      description:
        'Chinese-language newspapers, local WeChat public accounts, Xiaohongshu creators and community associations are where Arcadia recommendations start. A feature, an event partnership or a well-reviewed post there sends people back to Google searching for your name, which is exactly the signal you want.',
    },
    {
      title: 'Track which language brings customers',
      description:
        'Use separate phone numbers or booking links for your English pages, your Chinese pages and WeChat, and ask new clients how they found you. Within a season you will know whether Chinese-language content pays its way and where to spend next.',
    },
  ],
  localQuestion: {
    question: 'Is the Santa Anita race crowd worth marketing to, or are they just passing through?',
    answer:
      'It depends on what you sell. Race-day visitors search for lunch, dinner and hotels near Huntington Drive, and the crowds on opening day, December 26, and on Santa Anita Derby day are far larger than on an ordinary Saturday. A restaurant or hotel should post hours and offers for those dates. A tutor or realtor gains little, since the families who matter to them rarely arrive by way of the track.',
  },
  metaDescription:
    'Arcadia SEO for real estate, tutoring, restaurants and healthcare. Reach affluent San Gabriel Valley families in English and Chinese search, on Maps too.',
};

export default neighborhood;
