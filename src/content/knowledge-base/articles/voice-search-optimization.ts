import { sources } from '../../sources';
import { timeSensitive } from '../../time-sensitive';
import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'voice-search-optimization',
  title: 'Voice Search Optimization for Local Businesses',
  seoTitle: 'Voice Search Optimization for Local Businesses in LA',
  seoDescription:
    'How voice assistants answer local questions, and how Los Angeles businesses can show up: accurate listings, conversational answers and mobile-ready pages.',
  summary:
    'How voice assistants answer local questions, and how LA businesses can show up: accurate listings, conversational answers and mobile-ready pages.',
  excerpt:
    'When customers ask Siri, Alexa or Google for a business nearby, the answer usually comes from maps listings and clear web pages. This guide shows how to be the business the assistant recommends.',
  category: 'seo-basics',
  categoryLabel: 'SEO Basics',
  date: '2025-05-06',
  lastUpdated: '2026-11-25',
  author: { name: 'Arturo Villanueva', role: 'Project Manager' },
  coverImage: '/images/knowledge-base/voice-search-optimization.svg',
  content: [
    {
      title: 'How Voice Search Works for Local Businesses',
      content: `When someone says "Hey Google, find a locksmith open now" or asks Siri for "a taco place near me," they are searching just as they would by typing, but the answer arrives differently. On a phone, the assistant usually shows or reads a short list of nearby businesses drawn from a maps product. On a smart speaker there may be no screen at all, so the assistant reads one or two results and offers to call or give directions. Either way, there is far less room on the "page" than in a normal search result.

That is why voice search for a local business is mostly about being the clear, well-documented option in the sources assistants rely on. Google's assistants draw on Google Search and Google Maps, including Google Business Profile data. Siri leans on Apple Maps, which businesses can manage through Apple Business Connect. Amazon's Alexa has long relied on third-party partners such as Yelp for local business details. If your hours, phone number or categories are wrong in any of those places, a spoken answer can send a customer to a closed door.

There is no separate voice ranking algorithm you can game. Assistants use the same underlying search and maps data, increasingly summarized by AI. The practical work is good local SEO, with extra attention on accurate listings, conversational questions, and pages that give clear answers an assistant can repeat.`,
      highlights: [
        'Spoken answers leave room for only one to three businesses',
        'Google, Apple and Amazon assistants draw on different listing sources',
        'Voice search success is built on ordinary local SEO done well',
      ],
      tips: [
        'Ask your phone\'s assistant about your own business and note what it gets wrong',
        'Check your listing on Google Maps, Apple Maps and Yelp in the same afternoon',
      ],
    },
    {
      title: 'Writing for Conversational Queries',
      content: `Spoken searches tend to be longer and phrased as full questions: "How much does it cost to replace a water heater in Los Angeles?" instead of "water heater replacement cost LA." People also add context they would rarely type, like "that's open on Sunday" or "that takes my insurance." Your content doesn't need to mimic every phrasing, because Google understands synonyms and intent well, but it should clearly answer the questions behind them.

Start with your phone log. The questions customers ask your front desk are the questions they ask their phones: Do you take walk-ins? Do you serve Glendale? Is there parking? How long does a crown take? Build a frequently asked questions section on the relevant service pages, and answer each question in the first sentence or two in plain language, then add detail below. A short, direct answer is easy for both people and search systems to pull out and repeat.

Don't create a separate page for every phrasing of a question. One strong page about emergency dental care that answers the common questions beats ten thin pages targeting "emergency dentist open now," "dentist open Saturday" and every other variation. Also remember that many Los Angeles customers speak to their phones in Spanish, Korean, Armenian, Tagalog and other languages. If your staff serves those customers, a well-written page in that language can answer spoken questions your competitors ignore.`,
      highlights: [
        'Spoken queries are longer and carry more context than typed ones',
        'Your phone log is the best source of voice-style questions',
        'One thorough page beats many thin pages for each phrasing',
      ],
      tips: [
        'Answer each FAQ in the first one or two sentences before adding detail',
        'Add an FAQ section to your five most important service pages first',
        'If you serve customers in another language, publish real translated pages rather than machine output nobody has checked',
      ],
      chartData: {
        type: 'bar',
        title: 'Typed vs. spoken versions of the same search (word count)',
        data: [
          { name: 'Typed: "dentist silver lake"', value: 3, color: '#424a61' },
          { name: 'Spoken: "find a dentist in Silver Lake"', value: 6, color: '#3374f6' },
          { name: 'Spoken: "which dentist in Silver Lake takes Delta Dental"', value: 8, color: '#1642c8' },
          { name: 'Spoken: "is there a dentist open Saturday near Silver Lake"', value: 9, color: '#7c3aed' },
        ],
        note: 'Illustrative example: sample queries written for this article to show how spoken searches add context. Not measured search data.',
      },
    },
    {
      title: 'Your Listings Are Your Voice Answers',
      content: `For "near me" and "open now" questions, the assistant usually answers from business listings rather than from your website. Claim and complete your Google Business Profile: choose the most accurate primary category, add secondary categories that genuinely apply, set regular and holiday hours, list your services, and add real photos. Do the same in Apple Business Connect for Siri and Apple Maps, in Bing Places for Bing, and on Yelp.

Consistency matters. Your business name, address and phone number should match exactly across these listings and your website. A dental office that moved from Palms to Culver City but still shows the old address on one directory can produce a voice answer that sends a patient to the wrong building. Holiday hours are a common failure point: update them before Thanksgiving, Christmas and other closures so that "is it open today" gets the right answer.

Reviews influence which businesses are prominent, and assistants may mention a star rating when they read results. Ask every satisfied customer for a review, respond to reviews professionally, and never buy reviews or offer incentives for them, which violates Google's policies. The full process is covered in our complete local SEO guide.`,
      highlights: [
        'Local voice answers usually come from maps listings, not websites',
        'Name, address and phone must match everywhere',
        'Holiday hours are one of the most common listing errors',
      ],
      tips: [
        'Claim Apple Business Connect if you have not already; many competitors skip it',
        'Set holiday hours in every listing at least two weeks before each holiday',
      ],
    },
    {
      title: 'Technical Foundations for Voice Visitors',
      content: `When a voice search does send someone to your website, they are almost always on a phone, often on the move. Google uses mobile-first indexing, so the mobile version of your site is the one that counts. Make sure the page loads quickly, the phone number is a tappable link, the address links to a map, and your hours are written as text on the page, not only inside an image.

Structured data helps search engines understand the facts about your business. LocalBusiness markup from schema.org, or a more specific type such as Dentist, Plumber or Restaurant, can describe your name, address, phone number, hours and coordinates. It doesn't guarantee any special voice feature, but it removes ambiguity. Google does have a speakable property, but it is in beta and aimed at news publishers, so most local businesses can skip it. FAQ markup earns no display in Google either: Google announced that it stopped showing FAQ rich results in Google Search on May 7, 2026, so write FAQs for readers.

Speed is part of the same picture. Google's Core Web Vitals describe a good experience as Largest Contentful Paint of 2.5 seconds or less, Interaction to Next Paint of 200 milliseconds or less, and Cumulative Layout Shift of 0.1 or less. Test your key pages in PageSpeed Insights and fix the biggest problems, which on small business sites are usually oversized images and too many third-party scripts.`,
      highlights: [
        'Voice visitors arrive on phones, so mobile usability comes first',
        'LocalBusiness structured data removes ambiguity about your details',
        'Speakable markup is a beta feature for news publishers',
      ],
      tips: [
        'Write your hours as HTML text on the contact page, never only in an image',
        'Validate your LocalBusiness markup with Google\'s Rich Results Test',
        'Run your home page and top service page through PageSpeed Insights',
      ],
    },
    {
      title: 'Measuring Voice Search Honestly',
      content: `No analytics tool reports that a visit came from a voice search. Google Search Console does not separate spoken queries from typed ones, and neither does Google Business Profile performance data. That means you measure voice search indirectly, and that is fine, because the work overlaps almost entirely with local SEO.

In Search Console's Performance report, filter queries for question words such as "how," "what," "who," "where," "near me" and "open," using the custom regular expression filter to combine them. Growth in impressions for those longer, conversational queries is a reasonable sign that your FAQ content is being matched to natural-language searches. In your Business Profile performance data, watch calls and direction requests, which are the actions voice users typically take.

Also track the simplest measure of all: ask new customers how they found you, and include "asked my phone or smart speaker" as an option on intake forms or at the front desk. Combined with calls, directions and question-style queries, that gives a realistic picture without pretending to a precision no tool provides.`,
      highlights: [
        'No tool isolates voice traffic, so measure it indirectly',
        'Question-style queries in Search Console are a useful proxy',
        'Calls and direction requests reflect what voice users do',
      ],
      tips: [
        'Save a Search Console regex filter for question words and check it monthly',
        'Add a "how did you hear about us" question that includes voice assistants',
      ],
    },
  ],
  resources: [
    { title: 'The Complete Local SEO Guide for LA Businesses', url: '/knowledge-base/local-seo-guide' },
    { title: 'Google Business Profile Help', url: 'https://support.google.com/business/' },
    { title: 'Schema.org LocalBusiness', url: 'https://schema.org/LocalBusiness' },
    { title: sources.googleSearchUpdates.title, url: sources.googleSearchUpdates.url },
    { title: 'Google: Featured snippets and your website', url: 'https://developers.google.com/search/docs/appearance/featured-snippets' },
    { title: 'Local SEO Services', url: '/services/local-seo' },
  ],
};

export const timeSensitiveClaims = [
  timeSensitive({
    quote: 'Google announced that it stopped showing FAQ rich results in Google Search on May 7, 2026',
    checkedOn: '2026-11-27',
    source: sources.googleSearchUpdates,
  }),
  timeSensitive({
    quote: 'Largest Contentful Paint of 2.5 seconds or less, Interaction to Next Paint of 200 milliseconds or less, and Cumulative Layout Shift of 0.1 or less',
    checkedOn: '2026-11-26',
    source: sources.coreWebVitals,
  }),
];
