import { sources } from '../../sources';
import { timeSensitive } from '../../time-sensitive';
import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'pwa-benefits',
  title: 'Progressive Web Apps for Local Businesses: Worth It?',
  seoDescription:
    'What a progressive web app is, when a local business really benefits from one, and how to build it so that Google can still crawl and index every page.',
  summary:
    'What a progressive web app is, when a local business actually benefits from one, and how to build it so Google can still crawl and index every page.',
  excerpt:
    'A progressive web app can make your website feel like an installed app, but it is not the right move for every business. Here is how to decide, and how to avoid the SEO mistakes that come with app-style sites.',
  category: 'technical-seo',
  categoryLabel: 'Technical SEO',
  date: '2025-06-04',
  lastUpdated: '2026-01-22',
  author: { name: 'Kenji Watanabe', role: 'CTO' },
  coverImage: '/images/knowledge-base/pwa-benefits.svg',
  content: [
    {
      title: 'What a Progressive Web App Actually Is',
      content: `A progressive web app (PWA) is a regular website that uses a few modern browser features to behave more like an app. It still lives at your domain, loads in a browser and can be found in search. The difference is what happens after the first visit: a PWA can be added to a phone's home screen, open in its own window without the browser toolbar, load quickly on repeat visits and keep working, at least partly, when the connection drops.

Three building blocks make this possible. First, the site must be served over HTTPS, which you should already be doing. Second, a web app manifest, a small JSON file, tells the device the app's name, icons, colors and start page. Third, a service worker, a script that runs in the background, can cache files, serve pages offline and receive push notifications. Push notifications now work on Android and, since iOS 16.4, on iPhones for web apps that the user has added to their home screen.

There is no separate "PWA version" of your site and nothing to submit to an app store, although you can package a PWA for some stores if you want to. For most local businesses, the appeal is simple: app-like convenience for loyal customers without paying to build and maintain native iOS and Android apps.`,
      highlights: [
        'A PWA is a website plus HTTPS, a web app manifest and a service worker',
        'It can be installed to the home screen, load fast on repeat visits and work offline',
        'It avoids the cost of separate native iOS and Android apps',
      ],
      tips: [
        'Open the Application panel in Chrome DevTools to see whether your site already has a manifest and a service worker',
        'Confirm every page redirects to HTTPS before starting any PWA work',
      ],
    },
    {
      title: 'When a Local Business Benefits, and When It Does Not',
      content: `The value of a PWA depends almost entirely on how often the same customers come back. Installation, offline access and push notifications only matter to people who use your site repeatedly. A restaurant with online ordering, a gym or yoga studio with a class schedule, a salon with frequent bookings, a coffee shop with a loyalty program or a boutique that drops new inventory weekly all have customers who return often. For them, a home-screen icon and a "your order is ready" notification can genuinely save time and bring people back.

Field service companies can benefit internally. A plumbing or HVAC company whose technicians need job checklists, pricing sheets or photo uploads in basements and parking garages with poor reception can use a PWA's offline support to keep working and sync later.

On the other hand, many local businesses see customers only occasionally. Most people need a personal injury lawyer, a roofer or an emergency locksmith once every few years. They will not install your app, and they should not have to. For these businesses, money is better spent on a fast, clear, mobile-friendly website, a strong Google Business Profile and good service pages. A service worker that speeds up repeat visits can still be a nice, low-cost upgrade, but a full app-like experience rarely pays off.`,
      highlights: [
        'PWAs pay off when the same customers return often',
        'Restaurants, studios, salons and retailers are good candidates',
        'Occasional-need services usually gain more from a fast, simple site',
      ],
      tips: [
        'Check how many of your visitors are returning visitors in your analytics before investing',
        'List the repeat actions your customers take (ordering, booking, checking schedules) and design the PWA around those',
        'Consider an internal PWA for technicians if your team works in low-signal locations',
      ],
    },
    {
      title: 'SEO Considerations: Keep Every Page Crawlable',
      content: `A PWA is not bad for SEO by nature, but the way many are built causes problems. Many PWAs are single-page applications that send the browser an almost empty HTML "shell" and build the page with JavaScript. Google can render JavaScript, but rendering can be delayed, and errors in your scripts can leave Google looking at a blank page. Other search engines and link preview tools may not run JavaScript at all. Google's own documentation still recommends server-side rendering or pre-rendering because it shows content to users and crawlers faster.

Each piece of content needs its own real URL. Your menu, each service and each location page should load directly when someone pastes the URL into a new browser tab, and links between them should be normal anchor tags with href attributes. Avoid hash-based routes like "/#/services", because Google generally ignores the fragment and may treat all those views as one page. Each URL also needs its own title, meta description and canonical tag, set on the server or reliably by your framework.

Remember that Googlebot visits like a brand-new user. It does not keep cookies, local storage or anything your service worker cached for a returning customer between page loads, and it will decline prompts such as notification or location permissions. Content must never depend on the service worker, a login or a permission to appear. Use the URL Inspection tool in Search Console to see the rendered HTML Google actually gets.`,
      highlights: [
        'Prefer server-side rendering or pre-rendering for important content',
        'Every view needs its own crawlable URL, title and canonical tag',
        'Googlebot is a stateless first-time visitor and ignores service worker caches',
      ],
      tips: [
        'Open five key pages in a private window with JavaScript disabled and note what content disappears',
        'Replace any hash-based routes with History API routes that the server can answer directly',
      ],
    },
    {
      title: 'Speed, Core Web Vitals and Caching',
      content: `The biggest everyday benefit of a service worker is speed on repeat visits. Once it caches your CSS, JavaScript, fonts and logo, a returning visitor's phone can load them from the device instead of the network. That can make a menu or schedule page feel nearly instant, even on a congested cell connection at a Dodgers game.

First visits are a different story, and first visits are what most search traffic looks like. A service worker cannot help someone who has never been to your site, and a heavy JavaScript framework can make that first load slower. Google's Core Web Vitals measure real user experience: a good Largest Contentful Paint is 2.5 seconds or less, Interaction to Next Paint 200 milliseconds or less and Cumulative Layout Shift 0.1 or less. Page experience is one of many signals Google considers, so focus on keeping the first load light: compress images, limit third-party scripts and ship only the JavaScript a page needs.

Be careful with caching strategy too. Caching prices, hours or menus too aggressively can show customers outdated information. Use a "network first" approach for content that changes and "cache first" for static files like logos and fonts. The chart below illustrates the typical pattern: repeat visits get much faster with a service worker, but the first visit is unchanged.`,
      highlights: [
        'Service workers speed up repeat visits, not first visits',
        'Core Web Vitals good thresholds: LCP 2.5 s, INP 200 ms, CLS 0.1',
        'Use network-first caching for content that changes, like hours and prices',
      ],
      tips: [
        'Test your home and top service pages in PageSpeed Insights before and after PWA changes',
        'Version your service worker cache so updates to menus or prices reach customers right away',
      ],
      chartData: {
        type: 'bar',
        title: 'Page load time by visit type (illustrative)',
        unit: 's',
        data: [
          { name: 'First visit', value: 3.2, color: '#424a61' },
          { name: 'Repeat visit, browser cache only', value: 2.0, color: '#3374f6' },
          { name: 'Repeat visit, service worker cache', value: 0.9, color: '#15803d' },
        ],
        note: 'Illustrative example: typical pattern for a restaurant menu page on a mobile connection, not a benchmark. Real results depend on page weight, network and device.',
      },
    },
    {
      title: 'A Practical Rollout Plan',
      content: `If you decide a PWA makes sense, start small. Step one is making the existing site fast, mobile-friendly and fully crawlable. Step two is adding a web app manifest and a simple service worker that caches static assets and provides a friendly offline page with your phone number and address. That alone gives returning visitors a faster experience and makes the site installable, without touching how pages are rendered.

Only then consider app-like features such as push notifications or offline ordering. Ask for notification permission after a customer does something meaningful, like placing an order, never on the first page view. Browsers and users both punish pushy permission prompts, and a denied permission is hard to win back.

After each change, check Search Console's Page indexing report and Core Web Vitals report for new problems, and test key pages with the URL Inspection tool. If your developer proposes rebuilding the whole site as a JavaScript single-page app just to get PWA features, ask how every page will be rendered for search engines before agreeing. In most cases you can get the benefits without that risk.`,
      highlights: [
        'Start with a manifest and a simple caching service worker',
        'Add push notifications only after a meaningful customer action',
        'Monitor indexing and Core Web Vitals after every change',
      ],
      tips: [
        'Build an offline fallback page that shows your phone number, address and hours',
        'Ask any developer how pages will be rendered for search engines before approving a rebuild',
        'Re-check Search Console two to four weeks after launch for indexing drops',
      ],
    },
  ],
  resources: [
    { title: 'Core Web Vitals (web.dev)', url: 'https://web.dev/articles/vitals' },
    { title: 'PageSpeed Insights', url: 'https://pagespeed.web.dev/' },
    { title: 'Mobile-first indexing best practices (Google)', url: 'https://developers.google.com/search/docs/crawling-indexing/mobile/mobile-sites-mobile-first-indexing' },
    { title: 'Page experience for local businesses', url: '/knowledge-base/page-experience' },
    { title: 'Mobile optimization guide', url: '/knowledge-base/mobile-optimization' },
  ],
};

/** Dated claims of this module (docs/requirements/claims-and-sources.md): re-read each source when the guard names it. */
export const timeSensitiveClaims = [
  timeSensitive({
    quote: 'Core Web Vitals good thresholds: LCP 2.5 s, INP 200 ms, CLS 0.1',
    checkedOn: '2026-11-26',
    source: sources.coreWebVitals,
  }),
];
