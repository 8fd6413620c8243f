import type { ServicePage } from './types';
import { site } from '../site';

export const ecommerceSeoService: ServicePage = {
  id: 'ecommerce-seo',
  path: '/services/ecommerce-seo',
  name: 'E-commerce SEO',
  seoTitle: 'E-commerce SEO Services in Los Angeles | LA SEO Group',
  seoDescription:
    'E-commerce SEO for Los Angeles online stores: category pages, product schema, faceted navigation and site speed. Trusted by 100+ e-commerce businesses.',
  hero: {
    eyebrow: 'E-commerce SEO',
    heading: 'Turn Organic Search Into Your Most Profitable Sales Channel',
    intro:
      'Paid shopping ads get more expensive every year, while well-built category and product pages keep selling without a cost per click. From fashion labels in the Fashion District to furniture and beauty brands across the city, we help Los Angeles online stores earn more revenue from organic search. Trusted by 100+ e-commerce businesses.',
    primaryCta: 'Request a Free Store Review',
  },
  benefits: [
    {
      title: 'Category Pages That Rank',
      description:
        'In our experience, category pages are what ranks for most broad shopping searches that name no brand. We add helpful buying copy, clean headings and internal links so they compete for terms like "mid-century sofa" or "linen dresses."',
      icon: 'target',
    },
    {
      title: 'Product Pages That Convert',
      description:
        'Unique descriptions in place of manufacturer copy, answers to the questions shoppers ask, and clear price, shipping and return details where buyers look for them.',
      icon: 'sparkles',
    },
    {
      title: 'Rich Results in Search',
      description:
        'Product structured data with price, availability and review ratings, so your listings can show those details in Google and match your Merchant Center feed.',
      icon: 'star',
    },
    {
      title: 'No More Duplicate Pages',
      description:
        'Color, size and filter variations can create thousands of near-identical URLs. We consolidate them with canonical tags and crawl rules so Google ranks the right page.',
      icon: 'search',
    },
    {
      title: 'Faster Pages, Fewer Abandoned Carts',
      description:
        'Compressed images, leaner scripts and better Core Web Vitals scores. Slow product pages lose shoppers long before checkout.',
      icon: 'clock',
    },
    {
      title: 'Reporting on Revenue',
      description:
        'We report organic revenue, orders and conversion rate by category, not just traffic, so you can compare SEO directly with your ad spend.',
      icon: 'chart',
    },
  ],
  process: {
    heading: 'Our E-commerce SEO Process',
    intro:
      'Stores have technical problems service sites never face. Our process starts with how Google crawls your catalog and ends with steady improvements to the pages that earn the most.',
    defaultTab: 'discovery',
    tabs: [
      {
        id: 'discovery',
        label: 'Discovery',
        heading: 'Understand your catalog and how Google sees it',
        summary:
          'The initial audit covers your platform, your product data and the way search engines crawl and index your store.',
        steps: [
          'Crawl the full store and compare it with the pages Google has indexed',
          'Review faceted navigation, variant URLs and pagination for crawl waste',
          'Check product structured data and your Merchant Center feed for errors',
          'Measure Core Web Vitals on key category and product templates',
          'Pull organic revenue by category to see where the money is today',
        ],
      },
      {
        id: 'strategy',
        label: 'Strategy',
        heading: 'Focus on the categories that drive revenue',
        summary:
          'We rank opportunities by margin and search demand, so the first months go to the pages most likely to lift sales.',
        steps: [
          'Map shopping keywords to category, subcategory and product pages',
          'Decide which filter combinations deserve their own indexable pages',
          'Plan category copy and product description rewrites in priority order',
          'Set technical fixes for your platform, whether Shopify, BigCommerce, WooCommerce or Adobe Commerce',
        ],
      },
      {
        id: 'execution',
        label: 'Execution',
        heading: 'Fix the foundation and improve key pages',
        summary:
          'We carry out technical fixes first, because content on pages Google cannot crawl properly does not earn sales.',
        steps: [
          'Consolidate duplicate and variant URLs with canonical tags and crawl rules',
          'Add or correct Product markup with price, availability and reviews',
          'Write category copy and unique descriptions for top products',
          'Compress images and trim scripts that slow down product pages',
          'Strengthen internal links from high-traffic pages to priority categories',
        ],
      },
      {
        id: 'optimization',
        label: 'Optimization',
        heading: 'Keep growing as your catalog changes',
        summary:
          'New products, sales and seasons change what shoppers search for. We keep the store in step and report on revenue every month.',
        steps: [
          'Prepare category pages ahead of seasonal peaks and sales events',
          'Handle discontinued and out-of-stock products without losing rankings',
          'Test titles and descriptions on pages with high impressions and low clicks',
          'Report organic revenue, orders and conversion rate by category',
        ],
      },
    ],
  },
  priceCard: {
    label: 'E-commerce SEO',
    price: '$3,500/month',
    period: 'starting price',
    note: 'Custom pricing is available for large catalogs. Every engagement includes the initial audit.',
    features: [
      'Technical audit of crawling, indexing and faceted navigation',
      'Category page content and product page optimization',
      'Product schema markup with price, availability and reviews',
      'Duplicate and variant URL consolidation',
      'Site speed and Core Web Vitals improvements',
      'Monthly reporting on organic revenue and orders',
    ],
  },
  resultStat: {
    value: '+164%',
    label: 'organic revenue in one year',
    detail:
      'A Culver City furniture retailer cut its indexed URLs from 18,400 to 3,100 and grew category keywords on page one from 38 to 212.',
  },
  caseStudies: [
    {
      title: 'How a Culver City Furniture Retailer Grew Organic Revenue by 164%',
      image: '/images/case-studies/cs-2.svg',
      stats: [
        { label: 'Organic revenue', value: '+164%' },
        { label: 'Page-one category keywords', value: '212' },
        { label: 'Conversion rate', value: '2.1%' },
      ],
      summary:
        'Thousands of near-identical product variant pages were competing with each other. Merging variants under one canonical URL, keeping 15,000+ filter URLs out of the crawl and cutting mobile LCP from 5.4s to 2.1s made organic search the store\'s largest sales channel.',
      link: '/case-studies/cs-2',
    },
    {
      title: 'How a Playa Vista SaaS Company Recovered From a Botched Site Migration',
      image: '/images/case-studies/cs-6.svg',
      stats: [
        { label: 'Traffic vs. old peak', value: '112%' },
        { label: '301 redirects restored', value: '1,480' },
        { label: 'Pages fully indexed', value: '98%' },
      ],
      summary:
        'A relaunch on a new JavaScript framework cost this company about 60% of its organic traffic. Redirect mapping and server-side rendering fixes, the same work a store needs when it changes platforms, took traffic past its old peak within five months.',
      link: '/case-studies/cs-6',
    },
    {
      title: 'How a Long Beach Animal Rescue Doubled Its Adoption Applications',
      image: '/images/case-studies/cs-10.svg',
      stats: [
        { label: 'Adoption applications', value: '+104%' },
        { label: 'Online donations', value: '+67%' },
        { label: 'Donation page load', value: '2.0s' },
      ],
      summary:
        'Adoptable animals lived in a photo gallery search engines could not read. Giving each animal its own indexable page, much as we do for products, and speeding up the donation page on mobile doubled applications.',
      link: '/case-studies/cs-10',
    },
  ],
  faqs: [
    {
      q: 'How long does e-commerce SEO take to show results?',
      a: 'Expect 2-3 months to initial results and 4-6 months for significant results. Technical fixes such as removing duplicate URLs often show up first, while category rankings and revenue build over the following months.',
    },
    {
      q: 'Which e-commerce platforms do you work with?',
      a: 'We work with Shopify, BigCommerce, WooCommerce, Adobe Commerce (Magento) and custom-built stores. Each platform has its own limits on URLs, filters and templates, and we plan fixes around them, working with your developer or agency where code changes are needed.',
    },
    {
      q: 'Why do my product pages compete with each other?',
      a: 'Product variants, filters and sorting options often create many URLs with the same content, and Google has to guess which one to rank. We consolidate variants under one canonical URL and keep low-value filter pages out of the crawl, as we did for a Culver City furniture retailer that went from 18,400 indexed URLs to 3,100.',
    },
    {
      q: 'Should I rewrite every product description?',
      a: 'Not all at once. We start with your best sellers and highest-margin products, then work through the catalog in priority order. Manufacturer descriptions that appear on dozens of other stores give Google little reason to rank your page over theirs.',
    },
    {
      q: 'How is pricing set for large catalogs?',
      a: 'The plan starts at $3,500/month, which suits most small and mid-sized stores. Custom pricing is available for large catalogs, where the work depends on the number of products, categories and platforms involved. We quote it in writing after the initial audit.',
    },
  ],
  contact: {
    heading: 'Tell us about your store',
    text: 'Share your store URL, platform and roughly how many products you sell. We will reply within 24 hours with the technical issues we spot first and where we see room to grow organic revenue.',
  },
  phoneCta: {
    heading: 'Talk to an e-commerce strategist',
    text: `Call ${site.phone.display}, ${site.hours}, to talk through your catalog, your platform and your ad spend.`,
  },
  serviceType: 'E-commerce search engine optimization',
  leadService: 'E-commerce SEO',
};
