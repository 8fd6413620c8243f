import { sources } from '../../sources';
import { timeSensitive } from '../../time-sensitive';
import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'page-experience',
  title: 'Page Experience and Core Web Vitals for Business Owners',
  summary:
    'LCP, INP and CLS in plain English: what Core Web Vitals measure, the thresholds Google calls good, and which fixes matter most for a local business site.',
  excerpt:
    'Core Web Vitals measure how fast your main content appears, how quickly the page responds to taps, and how steady the layout stays. Here is what the numbers mean and what to do about them.',
  category: 'technical-seo',
  categoryLabel: 'Technical SEO',
  date: '2025-10-21',
  lastUpdated: '2026-06-30',
  author: { name: 'Kenji Watanabe', role: 'CTO' },
  coverImage: '/images/knowledge-base/page-experience.svg',
  content: [
    {
      title: 'What page experience means, and how much it matters',
      content: `Page experience is Google's term for how it feels to use a page, beyond the information on it. Google's documentation groups several things under it: Core Web Vitals, serving the site securely over HTTPS, displaying well on mobile devices, avoiding intrusive interstitials that block the content, and making it easy to tell the main content apart from ads and other material.

It is worth being clear about the weight of all this. Google says its core ranking systems reward content that provides a good page experience, but there is no single page experience score, and relevance comes first. A fast page that does not answer the query will not beat a slower page that does. HTTPS is a lightweight ranking signal, and Core Web Vitals are used by ranking systems, but neither will rescue thin content. When competing pages are similarly helpful, experience can make a difference.

The stronger reason to care is customers. A dental patient who taps a booking button and waits while nothing happens, or a diner who tries to tap "Menu" and hits an ad that just loaded in its place, leaves with a bad impression. Page experience work improves search visibility at the margin and conversions directly, which is why it is worth doing even on a small site.`,
      highlights: [
        'Page experience includes Core Web Vitals, HTTPS, mobile display and no intrusive interstitials',
        'There is no single page experience ranking score',
        'Relevant, helpful content still comes first',
        'Better experience directly improves calls and bookings',
      ],
      tips: [
        'Confirm every page loads over HTTPS with no mixed-content warnings.',
        'Remove pop-ups that cover the main content as soon as a visitor arrives.',
      ],
    },
    {
      title: 'The three Core Web Vitals in plain English',
      content: `Largest Contentful Paint (LCP) measures loading: how long it takes for the biggest piece of content in the first screen, usually a hero image or headline block, to appear. Google considers an LCP of 2.5 seconds or less good, and more than 4 seconds poor. For most small business sites, LCP is the metric that needs the most work.

Interaction to Next Paint (INP) measures responsiveness: how quickly the page visibly reacts when someone taps a button, opens a menu or types in a field, looking across the interactions during a visit. An INP of 200 milliseconds or less is good, and more than 500 milliseconds is poor. INP replaced First Input Delay as a Core Web Vital in March 2024, so older articles that mention FID are out of date.

Cumulative Layout Shift (CLS) measures visual stability: how much content jumps around while the page loads. A CLS score of 0.1 or less is good, and more than 0.25 is poor. CLS is the reason you sometimes tap the wrong link because a banner suddenly pushed everything down. To pass, a page needs to meet the good threshold at the 75th percentile of visits, measured separately for mobile and desktop.`,
      highlights: [
        'LCP: good at 2.5 seconds or less',
        'INP: good at 200 milliseconds or less',
        'CLS: good at 0.1 or less',
        'Assessed at the 75th percentile of real visits',
      ],
      tips: [
        'Ignore advice that still talks about First Input Delay; INP has replaced it.',
        'Look at mobile and desktop results separately, since they are assessed separately.',
      ],
    },
    {
      title: 'Where the numbers come from: field data and lab data',
      content: `There are two kinds of measurement, and mixing them up causes a lot of confusion. Field data comes from real Chrome users who visit your site, collected in the Chrome User Experience Report over a rolling 28-day window. This is what Google's assessment is based on. Lab data comes from a test run on demand, such as the Lighthouse score in PageSpeed Insights, on a simulated device and connection.

PageSpeed Insights shows both. The top section, when available, shows field data for the page or the whole site, and the lower section shows the lab test with a performance score out of 100. The lab score is a diagnostic tool, not the thing Google ranks on, so do not chase a perfect 100. Small sites with little traffic may not have enough field data; in that case, use the lab results and your own testing as a guide.

Search Console has a Core Web Vitals report that groups your URLs into good, needs improvement and poor for mobile and desktop, using the same field data. Because field data covers 28 days, improvements take a few weeks to show up. Make a change, validate it in the lab, and then watch the report over the following month.`,
      highlights: [
        'Field data from real users drives the assessment',
        'Lab scores are diagnostics, not ranking scores',
        'Field data uses a rolling 28-day window',
        'Search Console groups URLs by status for mobile and desktop',
      ],
      tips: [
        'Check the Core Web Vitals report in Search Console once a month.',
        'After a fix, use the Validate Fix button in Search Console and allow about four weeks for results.',
        'Do not spend money chasing a Lighthouse score of 100.',
      ],
    },
    {
      title: 'Fixes that move the needle on small business sites',
      content: `For LCP, start with the hero image. Resize it to the size it is actually displayed, compress it, serve WebP or AVIF, and make sure it is not lazy-loaded, because the browser should fetch it immediately. Good hosting with caching and a content delivery network shortens the wait before anything arrives. Remove sliders and heavy animation at the top of the page; a single static image or a strong headline loads faster.

For INP, the usual cause is too much JavaScript. Chat widgets, several tracking tags, review carousels, heavy page builder effects and booking embeds all compete for the phone's processor. Remove what you do not need, load non-essential scripts after the page is usable, and ask your developer to break up long tasks. On sites built with page builders, switching off unused modules often helps more than any single tweak.

For CLS, reserve space for everything that loads late. Give images and video embeds width and height attributes, set a fixed space for banners and ads, and avoid inserting notices above content that is already visible. Web fonts can cause shifts when they swap in, so use a font loading strategy that keeps text sizes similar. These fixes are cheap and tend to solve CLS problems completely.`,
      highlights: [
        'LCP: optimize and prioritize the hero image',
        'INP: cut and delay JavaScript',
        'CLS: reserve space with width and height attributes',
        'Removing sliders and unused widgets helps all three',
      ],
      tips: [
        'Add width and height attributes to every image tag on your templates.',
        'Make a list of third-party scripts with their purpose and owner, and remove orphans.',
        'Ask your host whether full-page caching and a CDN are enabled.',
      ],
      chartData: {
        type: 'line',
        title: 'Mobile LCP of a restaurant homepage, fix by fix',
        unit: 's',
        data: [
          { name: 'Before', value: 5.8, color: '#be123c' },
          { name: 'Hero resized', value: 4.1, color: '#fb9a24' },
          { name: 'Slider removed', value: 3.2, color: '#3374f6' },
          { name: 'Caching and CDN', value: 2.6, color: '#1642c8' },
          { name: 'Scripts delayed', value: 2.2, color: '#15803d' },
        ],
        note: 'Illustrative example: hypothetical lab measurements showing how stacked fixes can bring LCP under Google\'s 2.5-second "good" threshold.',
      },
    },
    {
      title: 'A simple plan for owners who are not developers',
      content: `You do not need to understand every technical detail to manage this well. First, get a baseline: run your homepage and your two or three most important service or menu pages through PageSpeed Insights on mobile, and take screenshots. Open the Core Web Vitals report in Search Console and note how many URLs are poor or need improvement.

Second, brief your developer or agency with specifics rather than "make the site faster". Share the failing metric, the pages affected, and the top opportunities listed in PageSpeed Insights. Ask for an estimate per fix, and start with the cheap, high-impact ones: image sizes, removing unused plugins and scripts, and adding dimensions to images. Ask them to test on a mid-range phone, not just their own laptop.

Third, protect the gains. New plugins, marketing tags and design changes can undo months of work in an afternoon. Agree that anything new added to the site gets a quick performance check first. Review the Search Console report monthly, and treat a jump in poor URLs as a signal to ask what changed recently.`,
      highlights: [
        'Baseline your key pages before changing anything',
        'Brief developers with metrics, pages and specific fixes',
        'Cheap fixes first: images, plugins, dimensions',
        'Check performance before adding new tools to the site',
      ],
      tips: [
        'Save PageSpeed Insights screenshots for your top pages today as a baseline.',
        'Add a performance check to your process for approving any new plugin or tag.',
      ],
    },
  ],
  resources: [
    { title: 'web.dev: Web Vitals', url: 'https://web.dev/articles/vitals' },
    { title: 'PageSpeed Insights', url: 'https://pagespeed.web.dev/' },
    { title: 'Google Search Console', url: 'https://search.google.com/search-console/about' },
    { title: 'Mobile optimization for local businesses', url: '/knowledge-base/mobile-optimization' },
    { title: 'Website SEO SOP', url: '/resources/website-seo-sop' },
  ],
};

/** Dated claims of this module (docs/requirements/claims-and-sources.md): re-read each source when the guard names it. */
export const timeSensitiveClaims = [
  timeSensitive({
    quote: 'LCP: good at 2.5 seconds or less',
    checkedOn: '2026-11-26',
    source: sources.coreWebVitals,
  }),
  timeSensitive({
    quote: 'INP: good at 200 milliseconds or less',
    checkedOn: '2026-11-26',
    source: sources.coreWebVitals,
  }),
  timeSensitive({
    quote: 'CLS: good at 0.1 or less',
    checkedOn: '2026-11-26',
    source: sources.coreWebVitals,
  }),
  timeSensitive({
    quote: 'INP replaced First Input Delay as a Core Web Vital in March 2024',
    checkedOn: '2026-11-26',
    source: sources.coreWebVitals,
  }),
  timeSensitive({
    quote: 'Search Console has a Core Web Vitals report that groups your URLs into good, needs improvement and poor',
    checkedOn: '2026-11-26',
    source: sources.searchConsoleCoreWebVitals,
  }),
];
