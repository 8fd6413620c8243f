import { sources } from '../../sources';
import { timeSensitive } from '../../time-sensitive';
import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'technical-seo-mobile',
  title: 'Technical SEO for Mobile: Indexing, Layout and Tap Targets',
  seoDescription:
    'Mobile-first indexing, responsive design, the viewport tag, tap targets and mobile speed: a practical technical checklist for Los Angeles business websites.',
  summary:
    'Mobile-first indexing, responsive design, the viewport tag, tap targets and mobile speed: a technical checklist for Los Angeles business websites.',
  excerpt:
    'Google evaluates your site through a smartphone crawler, and most local customers meet you on a phone. This guide covers the technical details that make a small business site work on mobile.',
  category: 'technical-seo',
  categoryLabel: 'Technical SEO',
  date: '2025-01-22',
  lastUpdated: '2025-11-04',
  author: { name: 'Kenji Watanabe', role: 'CTO' },
  coverImage: '/images/knowledge-base/technical-seo-mobile.svg',
  content: [
    {
      title: 'Mobile-First Indexing: What It Means Now',
      content: `Google uses mobile-first indexing: it primarily crawls and indexes the mobile version of your pages with a smartphone Googlebot, and ranks them based on what it finds there. Google finished moving sites to mobile-first indexing in 2024, so for practical purposes every site is evaluated this way. If something is missing from your mobile pages, such as text, links, images or structured data, Google may not see it at all.

This matters most for older small business sites built with a separate mobile version, often on an "m." subdomain, or with a theme that hides whole sections on small screens. A restaurant whose full menu appears only on desktop, or a law firm whose practice-area links disappear on phones, is giving Google a thinner site than the owner realizes. Content inside tabs or accordions is fine, as long as it is present in the mobile HTML.

Google's documentation lists the essentials: the same primary content on mobile and desktop, the same clear headings, the same structured data, the same title and meta description, and crawlable images and videos with the same alt text. Also make sure robots.txt doesn't block the CSS and JavaScript files the mobile page needs to render, and that lazy-loaded content doesn't depend on a user action such as swiping or clicking before it loads.`,
      highlights: [
        'Google crawls and indexes with a smartphone Googlebot',
        'Content missing on mobile may be invisible to Google',
        'Tabs and accordions are fine if the content is in the mobile HTML',
      ],
      tips: [
        'Compare your mobile and desktop pages side by side for missing sections',
        'Check robots.txt does not block CSS or JavaScript directories',
      ],
    },
    {
      title: 'Responsive Design and the Viewport',
      content: `Google recommends responsive web design: one URL and one set of HTML for every device, with CSS adjusting the layout to the screen. It is the easiest setup to maintain and the least likely to create mismatches between mobile and desktop content. Separate mobile URLs and dynamic serving still work, but they need extra signals, such as rel="alternate" and rel="canonical" annotations or the Vary HTTP header, and they break easily when someone edits one version and forgets the other.

The viewport meta tag is the foundation of a responsive page. The standard tag, <meta name="viewport" content="width=device-width, initial-scale=1">, tells the browser to use the screen's width instead of rendering a desktop-width page and shrinking it. Without it, phones display a tiny zoomed-out page that people have to pinch to read. Avoid disabling zoom with maximum-scale=1 or user-scalable=no; it hurts accessibility for visitors who need larger text.

Watch for horizontal scrolling, the most common symptom of a layout that isn't truly responsive. Wide tables, fixed-width images, embedded maps and old widgets are the usual culprits. Set images and media to max-width: 100%, let wide tables scroll inside their own container, and use relative units for font sizes so text stays readable. Body text around 16 pixels is a common, comfortable starting point on phones.`,
      highlights: [
        'Responsive design is Google\'s recommended mobile configuration',
        'The viewport meta tag is required for a proper mobile layout',
        'Horizontal scrolling signals a layout problem',
      ],
      tips: [
        'View the page source and confirm the viewport tag is present in the head',
        'Remove user-scalable=no and maximum-scale=1 if your theme adds them',
        'Open each key page on a phone and try to scroll sideways',
      ],
    },
    {
      title: 'Tap Targets and Touch Usability',
      content: `On a phone, every button and link is pressed with a fingertip, not a precise mouse pointer. When targets are small or crowded, people tap the wrong thing, get frustrated and leave, which is the opposite of what a "Call Now" button is for. Tap-target problems are common on small business sites: tiny social icons in the header, dense footer links, and phone numbers crammed next to email addresses.

There is no single official size, but the major guidelines cluster closely. WCAG 2.2's minimum target size criterion (Level AA) asks for at least 24 by 24 CSS pixels, with some exceptions, and its enhanced criterion (Level AAA) asks for 44 by 44. Apple's Human Interface Guidelines recommend 44 by 44 points, and Google's Material Design recommends 48 by 48 density-independent pixels. Designing your main controls at about 48 by 48 CSS pixels, with space between them, satisfies all of them.

Prioritize the controls that bring in business: the tap-to-call link, directions, booking and the menu button. Make phone numbers real tel: links, keep them large, and place them where a thumb naturally reaches. Avoid intrusive interstitials, such as pop-ups that cover the content as soon as a visitor arrives from search; Google's page experience guidance specifically calls them out as a poor experience on mobile.`,
      highlights: [
        'Small or crowded targets cost calls and bookings',
        'Major guidelines recommend targets between 24 and 48 pixels',
        'About 48 by 48 CSS pixels with spacing meets every guideline',
      ],
      tips: [
        'Make the tap-to-call button the largest control in your mobile header',
        'Add padding between footer links rather than shrinking the text',
      ],
      chartData: {
        type: 'bar',
        title: 'Recommended minimum touch target sizes',
        data: [
          { name: 'WCAG 2.2 AA (2.5.8)', value: 24, color: '#424a61' },
          { name: 'WCAG 2.2 AAA (2.5.5)', value: 44, color: '#3374f6' },
          { name: 'Apple Human Interface Guidelines', value: 44, color: '#1642c8' },
          { name: 'Google Material Design', value: 48, color: '#15803d' },
        ],
        note: 'Source: W3C WCAG 2.2 success criteria 2.5.8 and 2.5.5 (CSS pixels), Apple Human Interface Guidelines (points), Google Material Design (density-independent pixels). The units differ slightly but are roughly comparable on screen.',
        unit: 'px',
      },
    },
    {
      title: 'Mobile Speed and Core Web Vitals',
      content: `Mobile visitors in Los Angeles are often on cellular connections, in a parking lot, on the Metro or between appointments, and phones have less processing power than laptops. Google's Core Web Vitals measure the experience real users have: Largest Contentful Paint, how fast the main content appears, is good at 2.5 seconds or less; Interaction to Next Paint, how quickly the page responds to taps, is good at 200 milliseconds or less; and Cumulative Layout Shift, how much the layout jumps, is good at 0.1 or less. Google assesses them at the 75th percentile of page loads, separately for mobile and desktop.

The usual mobile problems on small business sites are predictable. Oversized hero images are the first: serve responsive images with srcset, modern formats such as WebP or AVIF, and explicit width and height attributes so the layout doesn't shift. Too much JavaScript is the second: chat widgets, review carousels, several analytics tags and heavy page builders all compete for a phone's processor and slow down taps. Web fonts that load late and push text around are the third. Each can be fixed without a redesign.

Keep expectations realistic. Core Web Vitals are part of Google's page experience signals, but relevance and content quality matter far more, and a fast page with nothing useful won't outrank a helpful one. Speed still matters for customers, though: a page that takes several seconds to show a phone number over a cellular connection loses calls regardless of where it ranks.`,
      highlights: [
        'Good thresholds: LCP 2.5 s, INP 200 ms, CLS 0.1',
        'Measured at the 75th percentile, separately for mobile',
        'Images, scripts and fonts cause most mobile slowdowns',
      ],
      tips: [
        'Add width and height attributes to every image to prevent layout shift',
        'Remove any third-party widget that nobody can justify in one sentence',
        'Do not lazy-load the main hero image; it is usually the LCP element',
      ],
    },
    {
      title: 'Testing Mobile Without the Old Tools',
      content: `Google retired its Mobile-Friendly Test tool and the Mobile Usability report in Search Console in December 2023, so mobile testing now relies on other tools. Lighthouse, built into Chrome DevTools, and PageSpeed Insights both audit a page with mobile emulation and report performance, accessibility and SEO issues. Chrome DevTools' device mode lets you preview pages at common phone widths and throttle the network to simulate a slower connection.

Search Console is still essential. The URL Inspection tool shows how Google crawled a page and, with a live test, the rendered HTML and a screenshot, which is the fastest way to confirm Google sees the same content you do. The Core Web Vitals report groups URLs by mobile and desktop performance using real-user data, and the Page indexing report shows pages that couldn't be indexed and why.

Nothing replaces testing on real phones. Once a quarter, have someone open your key pages on an older Android phone and an iPhone over cellular data: the home page, top service pages, the contact page and any booking form. Try to call, get directions and submit the form using one thumb. Every friction point you find is one a customer found first.`,
      highlights: [
        'The Mobile-Friendly Test and Mobile Usability report were retired in 2023',
        'Lighthouse and PageSpeed Insights now cover mobile audits',
        'URL Inspection shows what Google actually rendered',
      ],
      tips: [
        'Keep an older, slower phone in the office just for testing',
        'Run a live URL Inspection test after every template change',
      ],
    },
  ],
  resources: [
    { title: 'Google: Mobile site and mobile-first indexing best practices', url: 'https://developers.google.com/search/docs/crawling-indexing/mobile/mobile-sites-mobile-first-indexing' },
    { title: 'web.dev: Web Vitals', url: 'https://web.dev/articles/vitals' },
    { title: 'PageSpeed Insights', url: 'https://pagespeed.web.dev/' },
    { title: 'Measuring Page-Level Technical Health', url: '/knowledge-base/technical-page-analytics' },
    { title: 'SEO Checklist', url: '/resources/seo-checklist' },
  ],
};

/** Dated claims of this module (docs/requirements/claims-and-sources.md): re-read each source when the guard names it. */
export const timeSensitiveClaims = [
  timeSensitive({
    quote: 'Good thresholds: LCP 2.5 s, INP 200 ms, CLS 0.1',
    checkedOn: '2026-11-26',
    source: sources.coreWebVitals,
  }),
  timeSensitive({
    quote: 'Google retired its Mobile-Friendly Test tool and the Mobile Usability report in Search Console in December 2023',
    checkedOn: '2026-11-26',
    source: sources.googleMobileFriendlyTestRetired,
  }),
];
