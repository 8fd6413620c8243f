import { sources } from '../sources';
import { timeSensitive } from '../time-sensitive';
import type { Quiz, QuizPageCopy } from './types';

/** Ten SEO basics questions for small-business owners (/seo-quiz). */
export const basicQuiz: Quiz = {
  id: 'seo-quiz',
  title: 'SEO Basics Quiz',
  intro:
    'How well do you know the SEO basics that help local customers find your business? Answer 10 quick questions, then see your score with an explanation for each answer.',
  seoTitle: 'Free SEO Quiz for Business Owners: Test Your Basics',
  seoDescription:
    'Take our free 10-question SEO quiz for small-business owners and test what you know about title tags, Google Business Profile, reviews and page speed.',
  questions: [
    {
      id: 1,
      question: "About how long should a page's title tag be so it's less likely to be cut off in Google's search results?",
      options: [
        'Exactly 10 words, no matter how many characters that is',
        'Under about 60 characters',
        'At least 100 characters, so every keyword fits',
        "Length doesn't matter, because Google never shows title tags",
      ],
      correctAnswer: 1,
      explanation:
        "Google doesn't set a fixed limit, but it shortens long titles to fit the screen, so keeping titles to roughly 55-60 characters helps the whole title show. Google often uses your title tag as the clickable headline in search results, so it's worth getting right.",
    },
    {
      id: 2,
      question: 'What does a meta description mainly do?',
      options: [
        'It tells Google which keywords the page should rank for',
        'It appears as the main heading at the top of the page',
        'It must be present before Google will index the page',
        'It summarizes the page and may be shown as your search snippet',
      ],
      correctAnswer: 3,
      explanation:
        "Google may show your meta description as the snippet under your title when it describes the page well, and a clear, compelling summary can earn more clicks. It isn't a keyword-ranking tool or an indexing requirement, and keeping it under about 160 characters makes it less likely to be cut off.",
    },
    {
      id: 3,
      question: 'Which free Google tool most directly helps a local business appear on Google Maps and in local search results?',
      options: ['Google Business Profile', 'Google Ads', 'Google Analytics', 'Google Tag Manager'],
      correctAnswer: 0,
      explanation:
        'A complete, verified Google Business Profile with accurate hours, categories, photos and contact details is how your business shows up on Google Maps and in local results. Google Ads is paid advertising, while Analytics and Tag Manager only measure or manage tracking on your website.',
    },
    {
      id: 4,
      question: 'What is the safest way to earn more backlinks (links from other websites to yours)?',
      options: [
        'Buy a bulk package of links from a low-cost vendor',
        'Swap links with as many unrelated websites as you can',
        'Create useful content that local partners and media want to cite',
        'Drop your link into the comment sections of hundreds of unrelated blogs',
      ],
      correctAnswer: 2,
      explanation:
        "Google's spam policies treat buying links, excessive link exchanges and spammy comment links as link spam, which can hurt your site. Links you earn because people find your business or content worth mentioning are the kind that help over the long term.",
    },
    {
      id: 5,
      question: 'Why is a mobile-friendly website so important for SEO?',
      options: [
        'Google only lists websites that also have a mobile app',
        'Google mainly uses the mobile version of your site to index and rank it',
        'Mobile-friendliness only matters for paid search ads',
        'Google crawls only the desktop version of most websites and ignores phones',
      ],
      correctAnswer: 1,
      explanation:
        "With mobile-first indexing, Google mainly uses the mobile version of a page's content to index and rank it. If your site is hard to use on a phone or hides content on mobile, both your search visibility and your customers suffer.",
    },
    {
      id: 6,
      question: "What's the best way to use keywords on your web pages?",
      options: [
        'Work the words customers search for naturally into titles, headings and text',
        'Repeat your main keyword as often as possible in every paragraph on the page',
        'Hide extra keywords in white text on a white background so only Google sees them',
        'Put a long list of keywords in the meta keywords tag',
      ],
      correctAnswer: 0,
      explanation:
        "Write for people first, using the words your customers actually use, in places like your title, headings and body copy. Keyword stuffing and hidden text violate Google's spam policies, and Google Search doesn't use the meta keywords tag at all.",
    },
    {
      id: 7,
      question: 'What does switching your website to HTTPS do?',
      options: [
        'It guarantees your site a top-three position in Google results',
        'It doubles your page speed by compressing every image on the site',
        'It replaces the need for a privacy policy on your website',
        'It encrypts the data sent between visitors and your website',
      ],
      correctAnswer: 3,
      explanation:
        'HTTPS encrypts the information sent between a visitor\'s browser and your site, and browsers such as Chrome label plain HTTP pages "Not secure," which can scare customers away. Google recommends HTTPS as part of a good page experience, but it doesn\'t guarantee top rankings on its own.',
    },
    {
      id: 8,
      question: 'As a general goal, how quickly should your pages load?',
      options: ['Within about 10 seconds', 'Within about 30 seconds', 'In under about 3 seconds', "Speed doesn't matter if the content is good"],
      correctAnswer: 2,
      explanation:
        'Visitors, especially on phones, often give up on slow pages, so aim for a load time under about 3 seconds. Google\'s Core Web Vitals rate Largest Contentful Paint as "good" at 2.5 seconds or less, and the free PageSpeed Insights tool shows what to fix.',
    },
    {
      id: 9,
      question: 'What is the best way to handle Google reviews for your business?',
      options: [
        'Ask real customers for honest reviews and reply to them professionally',
        'Offer customers a discount in exchange for leaving a five-star review on Google',
        'Have your employees and friends post reviews of the business',
        'Delete any negative reviews from your profile as soon as they appear',
      ],
      correctAnswer: 0,
      explanation:
        "Google encourages businesses to ask customers for reviews and to respond to them, and more positive reviews can improve your visibility in local results. Offering rewards for reviews or posting fake ones breaks Google's policies, and owners can't simply delete reviews; they can only report ones that violate the rules.",
    },
    {
      id: 10,
      question: 'What is an XML sitemap?',
      options: [
        'A file that guarantees Google will index every page on your site',
        'A map graphic that shows customers where your business is located',
        'A file listing the pages you want search engines to find and crawl',
        'A setting that directly raises the rankings of the pages listed in it',
      ],
      correctAnswer: 2,
      explanation:
        "An XML sitemap lists the URLs you want search engines to know about, helping Google discover and crawl them, and you can submit it in Google Search Console. It doesn't guarantee that pages get indexed, and it doesn't boost rankings on its own.",
    },
  ],
};

export const basicQuizPage: QuizPageCopy = {
  eyebrow: 'Free SEO quiz',
  breadcrumb: 'SEO Quiz',
  level: 'Beginner',
  nextSteps: {
    title: 'Ready for a harder test?',
    text: 'The advanced assessment has 25 technical questions for practitioners. Or ask one of our strategists what these basics mean for your own website.',
    otherQuiz: { path: '/seo-assessment-test', label: 'Try the advanced assessment' },
  },
};

/** Dated claims of this module (docs/requirements/claims-and-sources.md): re-read each source when the guard names it. */
export const timeSensitiveClaims = [
  timeSensitive({
    quote: 'Core Web Vitals rate Largest Contentful Paint as "good" at 2.5 seconds or less',
    checkedOn: '2026-11-26',
    source: sources.coreWebVitals,
  }),
];
