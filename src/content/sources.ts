/** Primary sources that content modules cite for time-sensitive claims (src/content/time-sensitive.ts); more than one module cites most. */
export const sources = {
  // Google's announcement of 8 May 2026 (FAQ rich results no longer shown) and of 15 June 2026 (the
  // FAQ structured data page removed), in its changelog; the page itself is a retired source now.
  googleSearchUpdates: {
    title: 'Google Search Central: documentation updates of 8 May and 15 June 2026 (FAQ rich results ended)',
    url: 'https://developers.google.com/search/updates',
  },
  googleHowToFaqChanges: {
    title: 'Google Search Central Blog: Changes to HowTo and FAQ rich results (August 2023)',
    url: 'https://developers.google.com/search/blog/2023/08/howto-faq-changes',
  },
  googleVideo: {
    title: 'Google Search Central: Video SEO best practices',
    url: 'https://developers.google.com/search/docs/appearance/video',
  },
  googleLocalRanking: {
    title: 'Google Business Profile Help: Tips to improve your local ranking on Google',
    url: 'https://support.google.com/business/answer/7091',
  },
  googleBusinessProfileGuidelines: {
    title: 'Google Business Profile Help: Guidelines for representing your business on Google',
    url: 'https://support.google.com/business/answer/3038177',
  },
  googleReviewPolicy: {
    title: 'Google Maps Help: Prohibited and restricted content (fake engagement, incentivized and selectively solicited reviews)',
    url: 'https://support.google.com/contributionpolicy/answer/7400114',
  },
  coreWebVitals: {
    title: 'web.dev: Web Vitals (LCP 2.5 s, INP 200 ms, CLS 0.1 at the 75th percentile)',
    url: 'https://web.dev/articles/vitals',
  },
  census2020: {
    title: 'U.S. Census Bureau: 2020 Census results (total population of incorporated places and CDPs)',
    url: 'https://www.census.gov/programs-surveys/decennial-census/decade/2020/2020-census-results.html',
  },
  googleMobileFriendlyTestRetired: {
    title: 'Google Search Central Blog: Sunsetting the Mobile-Friendly Test tool and the Mobile Usability report (December 2023)',
    url: 'https://developers.google.com/search/blog/2023/12/mobile-friendly-test-tools',
  },
  searchConsoleVideoIndexing: {
    title: 'Search Console Help: Video indexing report',
    url: 'https://support.google.com/webmasters/answer/9495631',
  },
  searchConsoleCoreWebVitals: {
    title: 'Search Console Help: Core Web Vitals report',
    url: 'https://support.google.com/webmasters/answer/9205520',
  },
  searchConsoleUrlInspection: {
    title: 'Search Console Help: URL Inspection tool',
    url: 'https://support.google.com/webmasters/answer/9012289',
  },
  searchConsoleProperties: {
    title: 'Search Console Help: Add a website property (Domain and URL-prefix properties)',
    url: 'https://support.google.com/webmasters/answer/34592',
  },
} as const;
