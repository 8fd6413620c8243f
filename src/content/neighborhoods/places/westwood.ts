import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'westwood',
  name: 'Westwood',
  region: 'Westside',
  businessCount: 3600,
  population: 52000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    'The home of UCLA and Westwood Village, with a corridor of high-rise condos and offices along Wilshire Boulevard. The Village Theatre, a Hollywood premiere house since 1931, is being restored to reopen.',
  keyIndustries: [
    'Higher Education',
    'Healthcare',
    'Restaurants',
    'Student Housing',
    'Retail',
    'Financial Services',
    'Legal Services',
    'Entertainment',
  ],
  competitiveLandscape:
    'Westwood serves two very different audiences: tens of thousands of UCLA students and staff, and affluent residents of the Wilshire Corridor and the surrounding hillside neighborhoods. Restaurants compete on price and speed for student searches, while medical and professional offices near the UCLA medical center compete across the Westside. The Persian business district along Westwood Boulevard adds a layer of Farsi-language search.',
  localLandmarks: [
    'Royce Hall',
    'Hammer Museum',
    'Westwood Village Memorial Park Cemetery',
    'Mildred E. Mathias Botanical Garden',
    'Los Angeles California Temple',
  ],
  notableBusinesses: ['UCLA', 'Ronald Reagan UCLA Medical Center', 'Geffen Playhouse', 'Diddy Riese'],
  conversionTips: [
    'Plan content around the UCLA calendar; move-in, finals, commencement and home basketball nights at Pauley Pavilion bring predictable spikes.',
    'Offer Farsi pages or staff if you serve the Westwood Boulevard corridor, often called Tehrangeles.',
    'Students rarely drive, so stress walking distance from campus, delivery and Big Blue Bus routes; for drivers, name the closest Village parking structure.',
    'Patients and families visiting the medical center search for nearby lodging, food and services, and a page written for them converts well.',
  ],
  heroIntro:
    'In Westwood, getting found means catching a sophomore walking down from the Hill along Gayley Avenue, a family leaving the medical center after a long day, and a Wilshire Corridor resident who has shopped Westwood Boulevard for decades.',
  localPicture: [
    'Westwood splits into three business districts. Westwood Village, the grid of Broxton, Gayley, Weyburn and Kinross just south of campus, runs on student budgets and late hours, with the Hammer Museum and the Geffen Playhouse drawing evening audiences. Wilshire Boulevard carries office towers, the Federal Building and the high-rise condos of the Wilshire Corridor toward Beverly Hills. South of Wilshire, Westwood Boulevard becomes the Persian shopping district, with bakeries, bookstores, travel agencies and immigration attorneys, and its corner with Wilkins Avenue was officially named Persian Square in 2010.',
    'UCLA sets the rhythm. Its quarter system brings move-in in late September, finals in December, March and June, and commencement crowds in June. Basketball nights at Pauley Pavilion fill Village restaurants, while football fans mostly head to the Rose Bowl in Pasadena, and since UCLA joined the Big Ten in 2024, visiting fans from the Midwest and East Coast add weekend demand. The campus is also set to serve as the athletes village for the 2028 Olympic and Paralympic Games. Farsi is the other big local search language, and many international students search in Chinese or Korean.',
    'Getting here decides a lot. Village parking is limited to meters and a few structures, including the city lot on Broxton Avenue, and campus parking is tightly controlled, so students walk, bike or ride the Big Blue Bus and Culver CityBus routes that serve campus. The corner of Wilshire and Westwood Boulevards is notorious for rush-hour backups. The D Line subway extension, with stations planned at Westwood/UCLA and Westwood/VA Hospital, is planned to open before the 2028 Olympics and should widen the area customers are willing to come from.',
  ],
  strategy: [
    {
      title: 'Set profile hours to the UCLA calendar',
      description:
        'Village demand rises and falls with the quarter. Update Google Business Profile hours for finals-week late nights, summer and winter breaks and commencement weekend, and post offers during move-in week so the map pack shows you open when students are looking.',
    },
    {
      title: 'Write guides around Village landmarks and events',
      description:
        'Create pages tied to what people already search here: dinner before a Geffen Playhouse show, a meal after a Pauley Pavilion game, a meeting spot near the Hammer Museum. Each should give the walk from campus and where to park.',
    },
    {
      title: "Earn links from UCLA's orbit and Persian Square",
      description:
        'The Daily Bruin, student organizations, department event pages and the Westwood Village Improvement Association are sources both Google and students trust. Sponsor a club event, list a Bruin discount on a student-group site, or support a Nowruz gathering on Westwood Boulevard.',
    },
    {
      title: 'Separate student, patient and resident leads',
      description:
        'Use distinct tracking links or numbers for student offers, pages for medical-center visitors and Wilshire Corridor services. A spike in student calls during finals means little if the condo residents who spend more have not called since spring.',
    },
  ],
  localQuestion: {
    question: 'Should my Westwood Village business start planning for the 2028 Olympics now?',
    answer:
      'Start the groundwork, yes. UCLA is set to serve as the Olympic and Paralympic Village in 2028, and the D Line extension to Westwood is scheduled to open around the same time. Athletes will spend most of their time behind security, but families, coaches, media and volunteers will search for food, pharmacies and services within walking distance. Build multilingual listing details, accurate event hours and a steady record of reviews now, so you are already visible when those searches arrive.',
  },
  metaDescription:
    'Westwood SEO for restaurants, practices and services near UCLA. Reach students, medical-center visitors and Wilshire Corridor residents searching nearby.',
};

export default neighborhood;
