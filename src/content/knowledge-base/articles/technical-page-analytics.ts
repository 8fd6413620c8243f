import { sources } from '../../sources';
import { timeSensitive } from '../../time-sensitive';
import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'technical-page-analytics',
  title: 'Measuring Page-Level Technical Health With Free Tools',
  summary:
    'Use Search Console and PageSpeed Insights to find indexing problems, crawl errors and slow pages, with a simple monthly routine for small business sites.',
  excerpt:
    'Technical problems usually hide on specific pages, not across a whole site. Here is how to measure each page\'s health with free Google tools and fix what matters first.',
  category: 'seo-analytics',
  categoryLabel: 'SEO Analytics',
  date: '2025-10-02',
  lastUpdated: '2026-05-12',
  author: { name: 'Kenji Watanabe', role: 'CTO' },
  coverImage: '/images/knowledge-base/technical-page-analytics.svg',
  content: [
    {
      title: 'What Page-Level Technical Health Means',
      content: `Most small business owners think about their website's health as a whole: "the site is slow" or "we're not ranking." Problems usually live on specific pages, though. One service page might be kept out of Google's index by a stray noindex tag left over from a redesign, while the contact page loads slowly because of a heavy map embed, and an old promotion URL returns an error to everyone who clicks a link to it from a local blog. Measuring at the page level is how you find and fix those issues instead of guessing.

A technically healthy page meets a short list of conditions. Google can crawl it: it isn't blocked by robots.txt and the server responds reliably. Google can index it: it returns a 200 status code, has no noindex directive, and its canonical tag points to itself or to the version you intend. It displays properly on a phone, loads and responds quickly for real users, is served over HTTPS, and any structured data on it is valid and matches the visible content.

Two free tools cover almost all of this. Google Search Console reports what Google itself has seen when crawling and indexing your site, and PageSpeed Insights measures speed and user experience. Bing Webmaster Tools offers similar reports for Bing. You don't need an expensive platform to keep a twenty- or fifty-page local business site in good shape; you need a routine.`,
      highlights: [
        'Technical problems usually affect specific pages, not whole sites',
        'A healthy page is crawlable, indexable, fast, secure and mobile-friendly',
        'Search Console and PageSpeed Insights are free and cover most needs',
      ],
      tips: [
        'Verify your site in both Google Search Console and Bing Webmaster Tools',
        'List your ten most valuable pages; they get checked first every time',
      ],
    },
    {
      title: 'Reading Search Console Page by Page',
      content: `After verifying your site in Search Console, where a Domain property covers every subdomain and both http and https versions, start with the Page indexing report. It splits your known URLs into indexed and not indexed, with a reason for each group. Some reasons are normal: "Alternate page with proper canonical tag" or "Page with redirect" usually mean things are working as designed. Others deserve attention when they affect important pages, such as "Excluded by 'noindex' tag," "Blocked by robots.txt," "Server error (5xx)," "Soft 404" or "Crawled - currently not indexed," which often points to thin or duplicate content.

For any single page, the URL Inspection tool is the most precise instrument you have. Paste in a URL and it tells you whether the page is indexed, which canonical Google chose, when the page was last crawled, and whether structured data was detected. Run a live test to see how Googlebot renders the current version, and after fixing a problem, use Request Indexing to ask Google to crawl it again.

The Performance report adds the outcome side: clicks, impressions, click-through rate and average position for each page and query, with up to 16 months of history. Filter by page to see how a single service page is doing, and compare date ranges before and after a fix. A page that is indexed but gets almost no impressions has a content or relevance problem, not a technical one.`,
      highlights: [
        'The Page indexing report explains why URLs are not indexed',
        'URL Inspection shows Google\'s view of a single page',
        'The Performance report keeps up to 16 months of data',
      ],
      tips: [
        'Use a Domain property so no version of your site is missed',
        'Inspect every important page after a redesign or theme change',
        'Compare the four weeks before and after each fix in the Performance report',
      ],
    },
    {
      title: 'Using PageSpeed Insights Correctly',
      content: `PageSpeed Insights reports two kinds of data, and knowing the difference prevents a lot of wasted effort. Field data comes from the Chrome User Experience Report: real Chrome users' experiences over the previous 28 days, evaluated at the 75th percentile. It is what Google's Core Web Vitals assessment uses. Lab data comes from a Lighthouse test run at that moment on a simulated mid-range phone with a throttled connection, producing the familiar performance score from 0 to 100.

Field data is the truth about your visitors; lab data is a diagnostic tool. A page can score 65 in the lab and still pass Core Web Vitals in the field, or the reverse. Many small business pages don't get enough traffic to have page-level field data, in which case PageSpeed Insights may show data for the whole site origin or none at all. Then rely on the lab diagnostics and on the Core Web Vitals report in Search Console, which groups similar pages together.

Read results against Google's "good" thresholds: Largest Contentful Paint of 2.5 seconds or less, Interaction to Next Paint of 200 milliseconds or less, and Cumulative Layout Shift of 0.1 or less. Then use the diagnostics below the score to find the cause, whether it's an oversized hero image, render-blocking scripts, a slow server response or images without dimensions. Don't chase a perfect 100; fix what moves real users into the good range.`,
      highlights: [
        'Field data reflects real users over 28 days',
        'Lab data is a single simulated test for diagnosis',
        'Core Web Vitals are judged on field data at the 75th percentile',
      ],
      tips: [
        'Always test the mobile tab first; it is usually the harder one to pass',
        'Fix the largest diagnostic item first and retest before moving on',
      ],
    },
    {
      title: 'Finding and Fixing Crawl Errors',
      content: `Crawl errors are requests that didn't go as planned. The most common on small business sites are 404 "not found" responses from deleted or renamed pages, soft 404s where a page says "not found" or is nearly empty but returns a 200 status, server errors from overloaded or misconfigured hosting, and redirect problems such as chains or loops left behind after a redesign or a move from http to https.

Not every 404 is a problem. Google has said that 404s for pages that really no longer exist are normal and don't hurt the rest of your site. Focus on the ones that matter: URLs that other sites link to, pages that used to get search traffic, and URLs linked from your own navigation or sitemap. Redirect those with a 301 to the closest relevant page, and update internal links so they point straight at the final URL instead of passing through a redirect.

For a broader view, open the Crawl stats report under Settings in Search Console. It shows how many requests Googlebot made, the breakdown of response codes, average response time, and whether Google had trouble reaching your robots.txt, DNS or server. A sudden rise in server errors or response time usually points to a hosting problem worth raising with your provider. Redesigns deserve extra care: crawl the old site before launch, map every old URL to a new one, and watch the reports closely for the following weeks.`,
      highlights: [
        '404s for removed pages are normal and do not hurt the site',
        'Redirect URLs that have links or past traffic with a 301',
        'The Crawl stats report reveals hosting and server problems',
      ],
      tips: [
        'Export all old URLs before any redesign and map each one to a new page',
        'Check the Crawl stats report whenever you change hosting',
        'Fix internal links that point to redirects',
      ],
      chartData: {
        type: 'line',
        title: 'Weekly 404 errors after a site redesign',
        data: [
          { name: 'Week 1', value: 4, color: '#1642c8' },
          { name: 'Week 2', value: 86, color: '#be123c' },
          { name: 'Week 3', value: 140, color: '#be123c' },
          { name: 'Week 4', value: 95, color: '#fb9a24' },
          { name: 'Week 5', value: 30, color: '#fb9a24' },
          { name: 'Week 6', value: 8, color: '#15803d' },
        ],
        note: 'Illustrative example: a hypothetical site launches a redesign in week 2 without redirects, then adds 301 redirects in week 3 and fixes internal links in weeks 4 and 5.',
      },
    },
    {
      title: 'A Monthly Page Health Routine',
      content: `A simple monthly routine keeps a small site healthy. Check the Page indexing report for new "not indexed" reasons affecting important pages. Check the Core Web Vitals report for URLs moving into "needs improvement" or "poor." Look at the Security issues and Manual actions reports, which should both be empty. Confirm in the Sitemaps report that your XML sitemap was read successfully and lists only canonical, indexable URLs.

Then spot-check your money pages, meaning the home page, top service pages, location pages and contact page, with URL Inspection and PageSpeed Insights. Keep a simple spreadsheet with the date, the page, what you found and what you changed. Over time it becomes a history that explains changes in traffic, and it makes handoffs to a developer or agency much easier.

Prioritize by business impact, not by the number of warnings. A noindex tag on your main service page matters more than fifty 404s for old image URLs. A contact page that takes six seconds to show your phone number on mobile matters more than a perfect score on a blog post from years ago. Fix the issues that keep customers and Google away from your most valuable pages first, then work down the list.`,
      highlights: [
        'Four Search Console reports cover the monthly basics',
        'A change log explains traffic shifts later',
        'Prioritize by business impact, not warning counts',
      ],
      tips: [
        'Block one hour on the same day each month for this routine',
        'Keep your change log in a shared spreadsheet anyone on the team can read',
      ],
    },
  ],
  resources: [
    { title: 'Google Search Console', url: 'https://search.google.com/search-console/about' },
    { title: 'PageSpeed Insights', url: 'https://pagespeed.web.dev/' },
    { title: 'web.dev: Web Vitals', url: 'https://web.dev/articles/vitals' },
    { title: 'Bing Webmaster Tools', url: 'https://www.bing.com/webmasters/about' },
    { title: 'Technical SEO for Mobile', url: '/knowledge-base/technical-seo-mobile' },
  ],
};

/** Dated claims of this module (docs/requirements/claims-and-sources.md): re-read each source when the guard names it. */
export const timeSensitiveClaims = [
  timeSensitive({
    quote: 'Largest Contentful Paint of 2.5 seconds or less, Interaction to Next Paint of 200 milliseconds or less, and Cumulative Layout Shift of 0.1 or less',
    checkedOn: '2026-11-26',
    source: sources.coreWebVitals,
  }),
  timeSensitive({
    quote: 'where a Domain property covers every subdomain and both http and https versions',
    checkedOn: '2026-11-26',
    source: sources.searchConsoleProperties,
  }),
];
