/** Copy of the SEO analysis tool page (/seo-tool). */
import type { FaqItem } from './contact';
import type { FeatureCard } from './types';

export const seoToolPage = {
  seoTitle: 'Free SEO Analysis Tool: Check Your Website | LA SEO Group',
  seoDescription:
    'Check any web page for free: its title, meta description, headings, word count, links, image alt text and load time, plus keyword and competitor ideas.',
  hero: {
    eyebrow: 'Free SEO tool',
    title: 'Free SEO Analysis Tool',
    intro:
      'Enter your website address and see what a search engine sees: we fetch the page and check its title, description, headings, content, links, images and load time. No sign-up needed.',
  },
  tools: {
    'seo-analysis': {
      label: 'SEO Analysis',
      heading: 'Analyze a page',
      description: 'A full on-page check with an overall score, what to fix first and a ten-step action plan.',
      button: 'Analyze',
    },
    keywords: {
      label: 'Keyword Research',
      heading: 'Find keyword opportunities',
      description: 'Keyword ideas for your site with search volume, difficulty and where you stand today.',
      button: 'Research keywords',
    },
    backlinks: {
      label: 'Backlink Checker',
      heading: 'Check your backlinks',
      description: 'An estimate of your link profile compared with the sites you compete with.',
      button: 'Check backlinks',
    },
    speed: {
      label: 'Site Speed',
      heading: 'Test page speed',
      description: 'How long your page takes to download, measured from our server, with what slows it down.',
      button: 'Test speed',
    },
  },
  demoNotice:
    'Page facts (title, description, headings, words, links, images, load time) are measured live when we can reach your page. Keywords, backlinks and competitors are simulated examples for illustration, not live data.',
  benefits: [
    {
      title: 'Real page facts',
      description: 'We fetch your page the way a crawler does and count what is really there, from the title length to images missing alt text.',
      icon: 'search',
    },
    {
      title: 'A clear score',
      description: 'One score out of 100, with each deduction explained, so you know which fix moves the needle most.',
      icon: 'chart',
    },
    {
      title: 'Prioritized action plan',
      description: 'Ten recommendations ranked High, Medium and Low, written for business owners rather than developers.',
      icon: 'target',
    },
    {
      title: 'Competitor comparison',
      description: 'Add the businesses you lose customers to and compare scores, traffic, keywords and backlinks side by side.',
      icon: 'users',
    },
    {
      title: 'Private by design',
      description:
        "No account and no sign-up. A one-off check records the address you entered, not your page's content. Weekly reports keep each week's score and measured facts, such as your title and description, so the next report can show what changed.",
      icon: 'shield',
    },
    {
      title: 'Results in seconds',
      description: 'The check takes a few seconds, so you can test a page, fix it and test it again in one sitting.',
      icon: 'clock',
    },
  ] satisfies FeatureCard[],
  customAudit: {
    title: 'Want a full audit by a human?',
    text: 'The tool checks one page at a time. Our strategists audit your whole site, your Google Business Profile and your competitors, then walk you through the findings on a free call.',
    cta: 'Request a custom audit',
  },
  weeklyReports: {
    title: 'Get a weekly SEO report by e-mail',
    intro:
      'Pick a day and we will check your page every week and send you and your team a short report by e-mail, with the same report attached as a PDF to keep or print.',
    // Only what the report really contains (docs/decisions/0021-weekly-reports.md): the live page check, week after week.
    points: [
      "Your page's score out of 100 and the facts we measured: title, description, headings, words, links, images and load time",
      'What changed since last week, with your score over the past weeks',
      'One recommended action for the week ahead',
      'A one-click unsubscribe in every report',
    ],
    cta: 'Schedule weekly reports',
  },
  faqs: [
    {
      question: 'Is the SEO analysis tool really free?',
      answer: 'Yes. There is no sign-up and no limit on how many pages you check, apart from a short pause if one address sends too many checks in a minute.',
    },
    {
      question: 'Which results are measured and which are simulated?',
      answer:
        'When we can reach your page, the overall score, the Overview metrics and the Pages tab come from the real page we fetched. Keyword positions, backlinks and competitors are simulated examples, because they need paid data sources; every tab says which kind it shows.',
    },
    {
      question: 'Why does the tool say it used a simulation?',
      answer:
        'We could not fetch the page: it may block automated visitors, take longer than 8 seconds, be larger than 2 MB, or sit on a private network. The reason is shown above the results, and a full audit by our team gets around all of these.',
    },
    {
      question: 'How is the score calculated?',
      answer:
        'We start at 100 and deduct points for each problem we find: a missing or overlong title, no meta description, missing or repeated h1 headings, thin content, images without alt text, no canonical link, no internal links and a slow response.',
    },
    {
      question: 'Can you fix the issues for me?',
      answer:
        'Yes. That is what we do every day for Los Angeles businesses. Send us your results through the contact page and a strategist will reply within 24 hours with a plan and a price.',
    },
  ] satisfies FaqItem[],
  closing: {
    title: 'Turn your results into rankings',
    text: 'A score is a starting point. See how we took businesses like yours from page three to the map pack, or talk to us about your site.',
    primary: 'Get a free consultation',
    secondary: 'See case studies',
  },
} as const;
