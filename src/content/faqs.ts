import { sources } from './sources';
import { timeSensitive } from './time-sensitive';
import type { FaqItem } from '@/content/contact';
import { site } from './site';
import { SHORTENED_BEYOND } from '@shared/seo-length-rule';

/** The site's general FAQs, grouped. The pricing page shows the first five of allFaqs. */
export interface FaqCategory {
  id: string;
  title: string;
  faqs: FaqItem[];
}

export const faqCategories: FaqCategory[] = [
  {
    id: 'general-seo',
    title: 'General SEO',
    faqs: [
      {
        question: 'How long does it take to see results from SEO?',
        answer:
          'Most clients see results in 3-6 months. Fixing a broken Google Business Profile or duplicate listings can bring more calls within weeks, while competitive keywords take longer because established sites already hold those rankings. During the initial audit we tell you what to expect in your market before you commit to anything.',
      },
      {
        question: 'Is there a minimum contract?',
        answer:
          'We recommend a 6-month minimum, because that is how long SEO usually needs to build momentum and show clear results. If you would rather not commit, month-to-month is available at a higher rate. Either way, the terms are in writing before any work starts.',
      },
      {
        question: 'Can I pause or cancel my plan?',
        answer:
          "Yes. We need 30 days' notice to pause or cancel. If you pause, we hold your spot for up to 3 months, so you can pick up where you left off without starting over.",
      },
    ],
  },
  {
    id: 'our-services',
    title: 'Our Services',
    faqs: [
      {
        question: 'What is included in every plan?',
        answer:
          'An initial audit is part of every engagement: we review your website, your Google Business Profile, your rankings and the competitors above you. From there you get a written strategy, the monthly work your plan covers and a plain-English report on what moved. Higher plans add deeper content and link building, and the Medium Competitive Keywords plan includes bi-weekly strategy calls.',
      },
      {
        question: 'Do you offer a guarantee?',
        answer:
          'Yes, a 30-day satisfaction guarantee. If you are not satisfied in the first 30 days, we correct the work or refund the initial payment. We do not promise specific rankings, because no honest agency can control what Google shows.',
      },
      {
        question: 'How quickly can we get started?',
        answer:
          `Plan applications are answered within 24 hours, and the initial audit begins as soon as we have access to your website and Google Business Profile. Once work is under way, your strategist replies to questions within 24 hours, ${site.hours}.`,
      },
    ],
  },
  {
    id: 'local-seo',
    title: 'Local SEO',
    faqs: [
      {
        question: 'What is the Google map pack, and how do I get into it?',
        answer:
          'The map pack is the group of three business listings Google shows on a map above the regular results for searches like "dentist near me." Google chooses them based on relevance, distance and prominence. We improve the parts you control: a complete Google Business Profile with the right categories, consistent listings across directories, a steady flow of genuine reviews and website pages that match what people search for.',
      },
      {
        question: 'Do I need a storefront or office to rank locally?',
        answer:
          'You need a real location where you meet customers or a base you work from. Service-area businesses such as plumbers, movers and cleaners can hide their street address and list the areas they serve instead. P.O. boxes and virtual offices that are not staffed during business hours are not eligible under Google\'s guidelines, so we never use them.',
      },
      {
        question: 'Should I have a page for every neighborhood I serve?',
        answer:
          'Only for neighborhoods where you have something specific to say. A page that swaps "Glendale" for "Pasadena" in otherwise identical text helps no one and can be treated as a doorway page. Strong neighborhood pages include local projects, reviews from nearby customers, service times and details such as parking or the areas you cover.',
      },
    ],
  },
  {
    id: 'technical-aspects',
    title: 'Technical Aspects',
    faqs: [
      {
        question: 'What is technical SEO, and does my site need it?',
        answer:
          "Technical SEO makes sure Google can crawl, render and index your pages, and that visitors get a fast, stable experience. Common problems include slow mobile pages, broken redirects, duplicate URLs and content that only appears after JavaScript runs. For speed, aim for Google's Core Web Vitals on mobile: Largest Contentful Paint of 2.5 seconds or less, Interaction to Next Paint of 200 milliseconds or less and Cumulative Layout Shift of 0.1 or less. A good experience helps when competing pages are equally helpful, but it never makes up for a page that does not answer the search.",
      },
      {
        question: 'How should I write title tags and meta descriptions?',
        answer:
          `Give every page its own title, with its main topic first, and its own meta description, written as a short pitch that tells searchers why to click. Google sets no minimum length, but it often shortens titles beyond about ${SHORTENED_BEYOND.title} characters and descriptions beyond about ${SHORTENED_BEYOND.description}, so put what matters first. Your business name in a title, usually at the end, helps people recognize you where there is room: on our own site, the titles of the pages about us and our services carry our name, while case studies, articles and most guides give that room to their topic.`,
      },
      {
        question: 'Will redesigning my website hurt my rankings?',
        answer:
          'It can if URLs change without a plan. Before launch, every old URL should point to its new page with a 301 redirect, and titles, content and structured data should carry over. We map redirects, test the new site before it goes live and watch rankings and crawl errors closely in the weeks after launch.',
      },
    ],
  },
  {
    id: 'results-roi',
    title: 'Results & ROI',
    faqs: [
      {
        question: 'What return can I expect from SEO?',
        answer:
          'Our clients see an average ROI of 1,800% over 12 months. Your own return depends on your market, your margins and how many leads you can handle, so we estimate it with you during the initial audit. We measure ROI with calls, form fills and revenue, not rankings alone.',
      },
      {
        question: 'How long do e-commerce, specialized and enterprise projects take?',
        answer:
          'Online stores usually see 2-3 months to initial results and 4-6 months for significant results; we are trusted by 100+ e-commerce businesses. Specialized industries such as legal and healthcare take 6-12 months, with early gains in 3-4 months. Enterprise programs follow a roadmap of 12-24 months and typically reach positive ROI in 6-9 months, including our work for a retailer with 200+ locations.',
      },
      {
        question: 'How will I know whether SEO is working?',
        answer:
          'Every month you get a plain-English report on calls, form fills, sales, rankings and the work we completed. Your strategist explains what moved, what did not and what comes next. That transparency is a big part of why 97% of our clients stay with us.',
      },
    ],
  },
];

export const allFaqs: FaqItem[] = faqCategories.flatMap((c) => c.faqs);

/** Dated claims of this module (docs/requirements/claims-and-sources.md): re-read each source when the guard names it. */
export const timeSensitiveClaims = [
  timeSensitive({
    quote: "P.O. boxes and virtual offices that are not staffed during business hours are not eligible under Google's guidelines",
    checkedOn: '2026-11-26',
    source: sources.googleBusinessProfileGuidelines,
  }),
  timeSensitive({
    quote: 'Largest Contentful Paint of 2.5 seconds or less, Interaction to Next Paint of 200 milliseconds or less and Cumulative Layout Shift of 0.1 or less',
    checkedOn: '2026-11-26',
    source: sources.coreWebVitals,
  }),
];
