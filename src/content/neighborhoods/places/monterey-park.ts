import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'monterey-park',
  name: 'Monterey Park',
  region: 'San Gabriel Valley',
  businessCount: 4300,
  population: 61100,
  populationSource: 'census-2020',
  searchCompetition: 'moderate',
  knownFor:
    'Often called the first suburban Chinatown, a hillside San Gabriel Valley city known for its dim sum restaurants, Chinese and Taiwanese businesses, and East Los Angeles College.',
  keyIndustries: [
    'Restaurants',
    'Healthcare',
    'Accounting & Tax Services',
    'Insurance',
    'Real Estate',
    'Legal Services',
    'Bakeries',
    'Education & Tutoring',
  ],
  competitiveLandscape:
    'Monterey Park businesses compete with Alhambra, San Gabriel and Rosemead for the same customers, and restaurant searches across the area are intensely competitive. Many residents, especially older ones, search in Chinese and still prefer to call rather than book online. Professional services such as tax preparers, insurance agents and doctors rely on referrals, so reviews and consistent listings carry real weight.',
  localLandmarks: [
    'Garvey Ranch Park Observatory',
    'Cascades Park',
    'Barnes Park',
    'Monterey Park Bruggemeyer Library',
  ],
  notableBusinesses: ['East Los Angeles College', 'Monterey Park Hospital', 'Atlantic Times Square'],
  conversionTips: [
    'Offer Mandarin and Cantonese on your site and phone line, and Spanish as well; Monterey Park also has a large Latino community.',
    'Make calling easy with a prominent phone number and clear hours, since many customers prefer a call to an online form.',
    'Post around Lunar New Year and the Mid-Autumn Festival, when family dining and gift searches peak.',
    'Reach East Los Angeles College students with quick, affordable options and hours that fit around class schedules.',
  ],
  heroIntro:
    'Monterey Park customers are loyal, and they phone: retirees who have seen the same Garfield Avenue doctor for decades, families who book the same dim sum hall on Atlantic Boulevard for every birthday. Earn that first call.',
  localPicture: [
    "Monterey Park's commercial streets are Garvey Avenue, Atlantic Boulevard and Garfield Avenue. Garvey, especially between Atlantic and Garfield, is the older Chinese and Taiwanese business district of restaurants, bakeries, herbal shops, travel agencies and accountants. Atlantic Boulevard mixes dim sum halls and banks with the Atlantic Times Square complex, and Garfield Avenue carries a medical district around Garfield Medical Center. Near the 60 freeway, larger shopping centers and office parks sit along Potrero Grande Drive and Corporate Center Drive.",
    'From the 1970s on, immigrants from Taiwan and Hong Kong, later joined by families from mainland China, made Monterey Park the first city in the continental United States with an Asian American majority. Mandarin and Cantonese are both everyday languages, and signs in traditional characters are still common. The city also has a large Latino community, especially in the neighborhoods toward East Los Angeles College, whose students and staff form a big weekday market. Many older customers trust Chinese-language newspapers, radio and hometown associations more than any website.',
    "Lunar New Year is the biggest stretch of the year for banquets, bakeries, flowers and red-envelope gifts, and the Moon Festival brings the next rush of mooncake and family dinner orders. Tax season is intense for the many accounting offices that serve small businesses across the San Gabriel Valley. Metro's E Line ends at Atlantic station, just across the line in East Los Angeles, and buses run on Garvey and Atlantic, but most customers drive, so shared plaza lots and their time limits shape where people decide to stop.",
  ],
  strategy: [
    {
      title: 'Keep hours exact through Lunar New Year',
      description:
        'Many Monterey Park restaurants, bakeries and offices close or change hours over Lunar New Year, and customers check Google. Set special hours early on your Business Profile, post banquet and pre-order deadlines, and make sure someone picks up the phone.',
    },
    {
      title: 'Write for the Garfield medical district',
      description:
        "Patients choosing a specialist near Garfield Medical Center or Monterey Park Hospital search by condition and by language. Give each specialty a page in English and Chinese that names the hospitals you work with, the insurance plans you accept and your staff's languages.",
    },
    {
      title: 'Earn trust through hometown associations',
      description:
        'Hometown and alumni associations, Chinese-language radio and print, the Monterey Park Chamber of Commerce and ELAC programs are how referrals travel here. A sponsored event, a health talk or a tax seminar in Mandarin earns mentions that bring older customers through the door.',
    },
    {
      title: 'Count calls, not just clicks',
      description:
        'Since so much business here starts with a phone call, track calls from your Google profile and website separately, note the language of each caller, and record whether the call became an appointment. Form counts alone will understate how well your search presence works.',
    },
  ],
  localQuestion: {
    question: 'Is a Chinese-language website enough in Monterey Park, or do I need Spanish too?',
    answer:
      'For many businesses, both. Monterey Park is majority Asian American, yet many Latino families live here too, especially on the side of town toward East Los Angeles College and the E Line. A dental office, insurance agency or pharmacy on Garfield Avenue can serve both groups with the same staff. Build your core pages in English and Chinese, add Spanish for the services Latino neighbors use most, and say which languages the front desk speaks.',
  },
  metaDescription:
    'Monterey Park SEO for restaurants, clinics, and tax and insurance offices. Get found in English, Chinese and Spanish searches across the San Gabriel Valley.',
};

export default neighborhood;
