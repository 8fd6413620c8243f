import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'porter-ranch',
  name: 'Porter Ranch',
  region: 'San Fernando Valley',
  businessCount: 1200,
  population: 31000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    'A master-planned hillside community at the northwest edge of the Valley, known for newer, larger homes, the Porter Ranch Town Center and Vineyards shopping centers, and canyon trails in the Santa Susana foothills.',
  keyIndustries: [
    'Real Estate',
    'Healthcare',
    'Education & Tutoring',
    'Restaurants',
    'Home Services',
    'Fitness & Wellness',
    'Financial Services',
    'Beauty & Salons',
  ],
  competitiveLandscape:
    'Porter Ranch has relatively few businesses for its affluent population, so residents often search across Northridge, Granada Hills and Chatsworth, and businesses there compete for Porter Ranch customers. A large share of residents are Asian American, including many Korean, Chinese and Indian American families, and some search in their own languages. Tutoring, real estate and home services are the most contested categories.',
  localLandmarks: [
    'Limekiln Canyon Park',
    'Porter Ridge Park',
    'Aliso Canyon Park',
    'Holleigh Bernson Memorial Park',
  ],
  notableBusinesses: [
    'Porter Ranch Town Center',
    'The Vineyards at Porter Ranch',
    'Porter Ranch Community School',
  ],
  conversionTips: [
    'Offer Korean and Chinese content where it fits; many Porter Ranch families prefer it for important services.',
    'Serve the whole north Valley with pages for Northridge, Granada Hills and Chatsworth, since Porter Ranch residents shop there too.',
    'Parents plan around school schedules, so tutoring and enrichment businesses should publish class times and results clearly.',
    'Homeowners in newer developments look for HOA-friendly contractors, solar installers and landscapers; say so if you work within HOA rules.',
  ],
  heroIntro:
    'Porter Ranch families run their errands along Rinaldi Street, between the Town Center and the Vineyards, and they research a tutor, doctor or contractor carefully, often in Korean or Chinese, before they make the first call.',
  localPicture: [
    'Porter Ranch was planned, largely by the Shapell company, as a hillside community with its commerce gathered in a few places. The Porter Ranch Town Center beside the 118 holds big-box stores such as Walmart, Ralphs and Best Buy; the newer Vineyards, on Rinaldi Street just west of Porter Ranch Drive, added Whole Foods, restaurants and a Kaiser Permanente medical office building. Smaller plazas house tutors, dentists, realtors and insurance agents, and most other errands mean a drive down Tampa Avenue or Reseda Boulevard into Northridge.',
    'The customers are mostly homeowners: professionals who commute on the 118 and the 405, families with school-age children, and a large Asian American population with many Korean, Chinese and Indian American households. They compare reviews, expect clear prices and credentials, and plan around school. Porter Ranch Community School, Granada Hills Charter and Sierra Canyon in Chatsworth set the calendar for tutoring, test prep, sports and music lessons, and gated neighborhoods with HOA rules decide how contractors and landscapers get hired.',
    'The foothills bring their own worries. Santa Ana winds raise the fire danger every autumn; the Saddleridge fire burned into Porter Ranch in October 2019, and each red-flag warning brings searches for defensible-space work, ember-resistant vents, air purifiers and insurance reviews. The Aliso Canyon gas storage field above the community, source of the massive leak of 2015 and 2016 that displaced thousands of residents, still makes air quality and home inspection sensitive subjects, where credentials and plain explanations matter more than price.',
  ],
  strategy: [
    {
      title: 'Stand out in a crowded Rinaldi map pack',
      description:
        'With shops packed into the Town Center, the Vineyards and a few plazas, rivals share nearly the same spot on the map. Win with complete categories, fresh photos, regular posts and replies to every review in its own language.',
    },
    {
      title: 'Write for fire season and HOA rules',
      description:
        "Homeowners near Limekiln and Aliso canyons search for brush clearance, ember-resistant vents, roof upgrades and HOA-approved designs. A page that explains the Fire Department's brush-clearance requirement and how you handle HOA submittals answers what these buyers want to know first.",
    },
    {
      title: 'Build reputation through schools and the council',
      description:
        'Porter Ranch Neighborhood Council meetings, parent groups at Porter Ranch Community School, youth sports at Porter Ridge Park and Korean- and Chinese-language community groups are where recommendations travel. A sponsorship or an expert talk there earns mentions and links that count.',
    },
    {
      title: 'Tag every lead by neighborhood',
      description:
        'Because Porter Ranch residents shop across Northridge, Granada Hills and Chatsworth, record which community each call or form comes from. It shows whether the hillside audience you are paying to reach actually responds, or whether your leads come mostly from the flats below.',
    },
  ],
  localQuestion: {
    question: 'My office is in Northridge. Can I still show up when Porter Ranch families search?',
    answer:
      'In the map pack, proximity is hard to beat, and Porter Ranch has few commercial addresses outside the Town Center, the Vineyards and a handful of plazas. A service-area business can list Porter Ranch among its service areas, but a storefront a few miles south will mostly appear in the regular results. There, a page about serving Porter Ranch, with local projects, reviews from residents and honest drive times up Tampa or Reseda, can compete well.',
  },
  metaDescription:
    'Porter Ranch SEO for tutors, real estate agents, clinics and home services. Reach affluent north Valley families across languages and the nearby communities.',
};

export default neighborhood;
