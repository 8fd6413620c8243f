/** Content of the PDF whitepaper given to every visitor after they contact us. */
import { sources } from '../sources';
import { timeSensitive } from '../time-sensitive';

export interface WhitepaperSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export const whitepaper: {
  title: string;
  subtitle: string;
  intro: string;
  sections: WhitepaperSection[];
  closing: string;
} = {
  title: 'The Los Angeles Local SEO Playbook',
  subtitle: 'How LA businesses can win more calls, visits and leads from Google Search and Maps',
  intro:
    'Los Angeles is one of the most competitive local search markets in the country. A customer looking for a dentist, a personal injury lawyer or a taco caterer can choose from hundreds of businesses spread across dozens of neighborhoods and separate cities that all feel like "LA" to the person searching. The businesses that win are rarely the biggest. They are the ones that give Google clear, consistent and trustworthy information and give searchers a good reason to choose them. This playbook collects the practical steps our team at Los Angeles SEO Group uses with local clients, from Google Business Profile and reviews to neighborhood pages, citations, local links and measurement. Work through it on your own, or use it as a checklist for our conversation.',
  sections: [
    {
      heading: 'How local rankings work in Los Angeles',
      paragraphs: [
        'Google says local results are based mainly on three factors. Relevance is how well your profile matches what someone is searching for. Distance is how far your business is from the searcher, or from the location named in the search. Prominence is how well known your business is, based on information such as reviews, links and articles about you across the web. You can\'t move your office closer to every customer, but you can strongly influence relevance and prominence.',
        'Distance matters more in Los Angeles than almost anywhere else. Los Angeles County covers more than 4,000 square miles, and a search for "plumber near me" in Sherman Oaks returns a very different map pack from the same search in Long Beach. Searchers also mix neighborhood and city names freely: Silver Lake, Koreatown and Boyle Heights are neighborhoods of the City of Los Angeles, while Santa Monica, Pasadena, Glendale, Burbank and Beverly Hills are separate cities. Your profile and website should reflect the real places you serve, in the words your customers use.',
      ],
      bullets: [
        'Maximize relevance with accurate categories and services described in customer language.',
        'Build prominence steadily through reviews, consistent citations, local links and press.',
        'Expect to rank best near your address, and use your website to reach further.',
      ],
    },
    {
      heading: 'Make Google Business Profile your storefront',
      paragraphs: [
        'Your Google Business Profile is what appears in Google Maps and the local pack, and for many searchers it is the first, and sometimes only, thing they see before they call. Google advises businesses to enter complete and accurate information, because complete profiles are easier to match with the right searches.',
        'Start with eligibility and accuracy. Your business name must match the name on your signage and paperwork, without added keywords or city names; turning "Smith Dental" into "Smith Dental Best Dentist Los Angeles" breaks Google\'s guidelines and can get the profile suspended. If you serve customers at their location and don\'t receive them at your office, hide your address and set a service area instead. A virtual office or mailbox is not an eligible address unless it is staffed during your business hours.',
      ],
      bullets: [
        'Choose the most specific primary category for your core business, then add a few relevant secondary categories.',
        'List your services with short descriptions, and keep regular and holiday hours current.',
        'Upload real photos of your storefront, team, work and vehicles, and add new ones regularly.',
        'Add UTM parameters to your website link so profile visits appear separately in Google Analytics.',
        'Share posts about offers, events and recent projects to keep the profile current.',
        'Check the profile monthly for edits suggested by the public, and correct anything inaccurate.',
      ],
    },
    {
      heading: 'Earn and manage reviews',
      paragraphs: [
        'Reviews shape both rankings and decisions. Google states that high-quality, positive reviews can improve your business\'s visibility, and that replying to reviews shows customers you value their feedback. For someone comparing three electricians in the map pack, the number, recency and substance of the reviews often decide who gets the call.',
        'The most reliable way to earn reviews is to ask every customer, at the moment they are happiest, with a direct link. Don\'t offer discounts or gifts in exchange for reviews, don\'t ask only the customers you expect to be happy (a practice known as review gating) and never write or buy reviews. Google\'s policies prohibit these practices, and the Federal Trade Commission\'s rule against fake reviews, which took effect in October 2024, allows it to seek civil penalties from businesses that buy or fake them.',
      ],
      bullets: [
        'Create a review link from your Business Profile and add it to receipts, follow-up emails and text messages.',
        'Train staff to ask in person at the end of a successful job or visit.',
        'Reply to every review, positive or negative, within a few days, in a calm and specific tone.',
        'Never confirm private health, legal or account details in a reply, which is especially important for medical and legal practices.',
        'Let customers write in their own words; reviews that describe the actual service are the most persuasive.',
      ],
    },
    {
      heading: 'Build neighborhood and service-area pages that deserve to rank',
      paragraphs: [
        'Your website is how you compete beyond the few miles around your address. Well-built location pages help you appear for searches such as "HVAC repair Santa Clarita" or "family lawyer in Torrance", and they reassure people from those areas that you really work there.',
        'The risk is doorway pages: dozens of near-identical pages where only the city name changes. Google\'s spam policies name doorway pages as a violation, and they rarely hold rankings for long. A useful location page contains information that could only be written about that place. Local detail matters here too; a remodel in Pasadena, for example, goes through a different permit office than one in the City of Los Angeles.',
        'If you serve customers in Spanish, Korean, Armenian, Chinese or other languages, publish properly translated pages rather than relying on an automatic translation widget, and connect the language versions with hreflang tags.',
      ],
      bullets: [
        'Feature projects completed in the area, with photos, and testimonials from local customers who have given permission.',
        'Cover local specifics such as common building types, permits, parking or access, and the jobs you do most often there.',
        'Include staff or office details, directions and landmarks where they help.',
        'Answer the questions people in that area actually ask, and explain pricing factors that vary by location.',
        'Start with the 5-10 areas that bring you the most business, and add pages only when you have something real to say.',
      ],
    },
    {
      heading: 'Get your citations and NAP consistent',
      paragraphs: [
        'A citation is any online mention of your business name, address and phone number (NAP), such as a listing on Yelp, Apple Maps, Bing or an industry directory. Citations help customers find you on the platforms they already use, and matching details across them reinforce that your business information is accurate.',
        'Inconsistency is common in Los Angeles, where businesses move between neighborhoods, change suite numbers or switch between 213, 323, 310 and 818 phone numbers. Choose one exact format for your name, address and phone number, use it on your website and Business Profile, and make every other listing match it.',
      ],
      bullets: [
        'Claim the core listings: Google Business Profile, Apple Business Connect, Bing Places for Business, Yelp, Facebook, the Better Business Bureau and Nextdoor.',
        'Add the directories that matter in your industry, such as Avvo or Justia for lawyers, Healthgrades or Zocdoc for doctors, and Houzz or Angi for home services.',
        'Search for your old addresses and phone numbers, then update or remove outdated listings.',
        'Show your full NAP as crawlable text in your website footer or on your contact page, not only inside an image.',
        'Favor quality: a few dozen accurate, relevant listings beat hundreds of low-quality directory submissions.',
      ],
    },
    {
      heading: 'Earn local links and community mentions',
      paragraphs: [
        'Links from respected local websites build prominence and send real referral visitors. The best local links come from genuine involvement in your community, which is also what makes them hard for competitors to copy.',
        'Avoid buying links or joining link networks. Google\'s spam policies treat paid links that are not marked with rel="sponsored" or rel="nofollow" as link schemes, and that is a risk no business that depends on local visibility should take.',
      ],
      bullets: [
        'Join your local chamber of commerce or business improvement district, and make sure your member listing links to your site.',
        'Sponsor youth sports teams, school events, neighborhood cleanups or charity runs that list their sponsors online.',
        'Offer expert comment to local news outlets and neighborhood blogs when a story touches your field.',
        'Partner with complementary businesses, such as a real estate agent and a home inspector, on useful content or events.',
        'Speak at workshops, meetups and community college or university events.',
        'Publish something local reporters want to cite, such as a neighborhood price guide or a survey of your own customers.',
      ],
    },
    {
      heading: 'Measure calls, forms and visits, not just rankings',
      paragraphs: [
        'Rankings are a means to an end. What matters is whether more people call, book, fill in forms and walk through your door. Set up measurement before you start optimizing so you can see what is working and what is not.',
        'Review these numbers every month. More calls and direction requests with flat rankings is still a win, while a ranking gain that brings no new leads means the page or profile needs work on conversion.',
      ],
      bullets: [
        'In Google Analytics 4, mark form submissions, click-to-call taps, completed bookings and email clicks as key events.',
        'Use call tracking with dynamic number insertion on your website to see which channels and pages produce calls, while keeping your main number in your structured data and citations.',
        'Review your Business Profile performance data each month, including calls, direction requests, website clicks and the searches that found you.',
        'Use Google Search Console to see which queries and pages bring local visitors, including neighborhood and "near me" searches.',
        'Track map rankings from several points across your service area, because local results change from neighborhood to neighborhood.',
        'Ask new customers how they found you, and record the answer in your CRM.',
      ],
    },
    {
      heading: 'Your first 90 days',
      paragraphs: [
        'If you are starting from scratch or catching up, this order of work usually delivers the fastest return. Each step builds on the one before it, so resist the temptation to start with links before your profile and pages are ready.',
      ],
      bullets: [
        'Days 1-15: Set up tracking, claim and complete your Business Profile, and make your NAP consistent on your website.',
        'Days 16-45: Clean up core citations, launch a review request process and reply to every existing review.',
        'Days 46-75: Improve your main service pages and publish location pages for your top areas.',
        'Days 76-90: Begin local link building through memberships, sponsorships and partnerships, then review results and set priorities for the next quarter.',
      ],
    },
  ],
  closing:
    'Local SEO in Los Angeles rewards consistency more than shortcuts. Businesses that keep their information accurate, earn reviews every week, publish genuinely local content and take part in their communities build visibility that competitors find hard to copy. Thank you for getting in touch with Los Angeles SEO Group. A member of our team will follow up with you, and we are happy to walk through this playbook together. You can reach us at 1800 Century Park East, Suite 600, Los Angeles, CA 90067, by phone at (213) 555-0142, by email at hello@losangelesseogroup.com or online at https://www.losangelesseogroup.com.',
};

/** Dated claims of this module (docs/requirements/claims-and-sources.md): re-read each source when the guard names it. */
export const timeSensitiveClaims = [
  timeSensitive({
    quote: 'A virtual office or mailbox is not an eligible address unless it is staffed during your business hours',
    checkedOn: '2026-11-26',
    source: sources.googleBusinessProfileGuidelines,
  }),
];
