import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'brentwood',
  name: 'Brentwood',
  region: 'Westside',
  businessCount: 2700,
  population: 32000,
  populationSource: 'estimate',
  searchCompetition: 'high',
  knownFor:
    'An upscale Westside neighborhood known for the coral trees along San Vicente Boulevard, the Getty Center on its hilltop and a small village of restaurants and shops serving affluent families.',
  keyIndustries: [
    'Healthcare',
    'Fitness & Wellness',
    'Restaurants',
    'Real Estate',
    'Education & Tutoring',
    'Financial Advisors',
    'Boutique Retail',
    'Home Services',
  ],
  competitiveLandscape:
    "Brentwood's competitors are often practices and studios in Santa Monica and Westwood a mile or two away, so ranking here means proving both closeness and quality to a small, affluent audience. Searches are high-intent and service-driven: pediatricians, tutors, trainers and contractors. Reviews from neighbors carry unusual weight, and a handful of strong listings tends to dominate each category.",
  localLandmarks: ['Getty Center', 'San Vicente Boulevard coral trees', 'Brentwood Village', "Mount St. Mary's University Chalon Campus"],
  notableBusinesses: ['Brentwood Country Club', 'Vicente Foods', 'Brentwood School', 'The Archer School for Girls'],
  conversionTips: [
    'Write for busy parents: mention nearby schools, early and weekend hours, and online booking they can finish between drop-offs.',
    'Tell customers exactly where to park; metered spaces on San Vicente and in Brentwood Village fill quickly.',
    'Cover nearby names such as Pacific Palisades, Santa Monica and "the Westside" in your content, because Brentwood families search across all of them.',
    'Promote house calls and concierge options, such as mobile vets, in-home training and private chefs, which convert especially well here.',
  ],
  heroIntro:
    'Brentwood business is won between school drop-off on Sunset and the Sunday farmers market on Gretna Green Way, when parents look up a pediatric dentist, a math tutor or a contractor a neighbor swears by.',
  localPicture: [
    'Brentwood has two small commercial hearts and a long office spine. Brentwood Village, the few blocks around Barrington Court just north of Sunset, holds cafés, salons and the kind of shops neighbors walk to. The San Vicente Boulevard strip on either side of Bundy Drive, anchored by Vicente Foods, gathers restaurants, fitness studios and medical offices, and Wilshire Boulevard west of the 405 carries the towers where wealth managers, attorneys and therapists keep suites. Even the Brentwood Country Mart, at 26th Street and San Vicente, sits just across the line in Santa Monica, which shows how loosely people use the name.',
    'The customers are mostly families: households in the larger homes of Brentwood Park, Crestwood Hills and the canyons, plus apartment and condo residents between San Vicente and Wilshire. School schedules drive the week. Brentwood School, Archer and the public elementary and magnet schools send cars onto Sunset and San Vicente twice a day, and the academic year decides when tutoring, summer camps and orthodontist visits peak. The Sunday farmers market on Gretna Green Way, a block west of Bundy, is as much a social hour as a shopping trip, and a good place to be recognized.',
    "Fire and traffic shape the rest. The January 2025 Palisades Fire brought evacuation orders to parts of Brentwood, and many displaced Palisades families have since rented here while they rebuild, bringing new demand for everything from pediatricians to architects and insurance-savvy contractors. The 405 through the Sepulveda Pass and the Sunset Boulevard crawl at rush hour make residents reluctant to drive far, so Brentwood searches lean on 'near me' and on exact neighborhood names rather than on the wider Westside.",
  ],
  strategy: [
    {
      title: 'Anchor your profile to Village or San Vicente',
      description:
        "Brentwood's map pack is small, so precision matters. Say whether you are in Brentwood Village, on the San Vicente strip or in a Wilshire office tower, add parking or entrance details, and reply to reviews with the place names customers use.",
    },
    {
      title: 'Serve Palisades families with their own page',
      description:
        'If you work with households displaced by the 2025 fire, write a page for them: temporary-housing services, school-transition tutoring, rebuild design or permitting help. Name the Brentwood and Palisades streets you cover and explain how you handle clients who will move again.',
    },
    {
      title: 'Earn mentions through schools and civic groups',
      description:
        'Authority here travels through school newsletters, parent-association auction pages, the Brentwood Community Council, the Brentwood Village Chamber of Commerce and Brentwood News. Sponsoring a school fun run or a youth team at Barrington Recreation Center earns links neighbors actually trust.',
    },
    {
      title: 'Count booked families, not page views',
      description:
        'Brentwood audiences are small and valuable, so track calls, form fills and booked consultations by source, and ask new clients whether a school contact, a neighbor or a search sent them. Watch how demand shifts as Palisades families move home again.',
    },
  ],
  localQuestion: {
    question: 'Should my Brentwood practice keep marketing to Pacific Palisades families as they rebuild?',
    answer:
      'Yes, and treat them as a long-term audience. The January 2025 Palisades Fire displaced thousands of households, and many rented in Brentwood because it kept them close to their schools, doctors and jobs. As homes are rebuilt over the coming years, those families will split time and loyalties between the two neighborhoods, linked by Sunset Boulevard. A page that names the Palisades areas and schools you serve, plus a service area kept up to date, lets you stay their provider when they move back.',
  },
  metaDescription:
    'Brentwood SEO for practices, studios, tutors and home services serving Westside families along San Vicente Boulevard and in Brentwood Village.',
};

export default neighborhood;
