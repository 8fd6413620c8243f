/** Primary sources that more than one content module cites for a time-sensitive claim (src/content/time-sensitive.ts). */
export const sources = {
  googleFaqPage: {
    title: 'Google Search Central: FAQ (FAQPage) structured data',
    url: 'https://developers.google.com/search/docs/appearance/structured-data/faqpage',
  },
  googleHowToFaqChanges: {
    title: 'Google Search Central Blog: Changes to HowTo and FAQ rich results (August 2023)',
    url: 'https://developers.google.com/search/blog/2023/08/howto-faq-changes',
  },
  googleVideo: {
    title: 'Google Search Central: Video SEO best practices',
    url: 'https://developers.google.com/search/docs/appearance/video',
  },
} as const;
