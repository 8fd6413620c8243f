import { sources } from '../sources';
import { timeSensitive } from '../time-sensitive';

/** Content of the downloadable 'On-Page SEO Essentials' PDF guide. */

export interface GuideSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export const onPageEssentials: {
  title: string;
  subtitle: string;
  intro: string;
  sections: GuideSection[];
} = {
  title: 'On-Page SEO Essentials',
  subtitle: 'A practical guide to the page-level elements that help Google understand, rank and display your pages',
  intro:
    'On-page SEO covers everything you control on the page itself: the words in your title tag, the way your headings are organized, the URL, the links between your pages, your images, the structured data behind the scenes and how quickly the page responds. None of these elements wins rankings on its own, but together they help search engines understand what a page is about and help visitors decide to click, stay and get in touch. This guide from Los Angeles SEO Group walks through each element, explains what Google\'s public guidance says about it and ends with a checklist you can use on every page you publish.',
  sections: [
    {
      heading: 'Title tags',
      paragraphs: [
        'The title tag is the HTML <title> element in the head of your page. Google uses it as the main source for the title link shown in search results, and it is one of the clearest signals of what the page covers. Every indexable page should have its own unique, descriptive title.',
        'Google does not publish a character limit. Titles are shortened based on the pixel width available in the results, so long titles are often cut off with an ellipsis. Keeping titles under 60 characters means they usually display in full on both mobile and desktop. Google may also rewrite a title link when the title tag doesn\'t describe the page well, for example when it is stuffed with keywords, repeated across many pages or unrelated to the main heading. An accurate, specific title is the best way to keep control of what searchers see.',
      ],
      bullets: [
        'Put the primary keyword near the beginning, phrased the way customers search.',
        'Add a location when the page targets local searches, such as "Emergency Plumber in Pasadena".',
        'End with your brand name, separated by a pipe or dash, if space allows.',
        'Write a unique title for every page and avoid generic labels such as "Home" or "Services".',
        'Don\'t repeat the same keyword or list several variations of it.',
      ],
    },
    {
      heading: 'Meta descriptions',
      paragraphs: [
        'The meta description is a short summary in the page\'s HTML. It is not a ranking factor, but Google often uses it as the snippet under your title link, and a clear, relevant snippet persuades more searchers to click. Google generates its own snippet from the page content when it decides other text better matches a particular search, so treat the description as your best pitch rather than a guarantee.',
        'Aim for about 150-160 characters and stay under 160. That is enough room to describe the page, name a benefit and invite action without being cut off in most results. Give each page its own description, since duplicates are more likely to be replaced.',
      ],
      bullets: [
        'Summarize what the visitor will get from the page in plain language.',
        'Include the primary keyword naturally, since matching terms are sometimes highlighted in results.',
        'Add a specific detail such as a service area, price range, hours or years in business.',
        'Close with a call to action, such as "Call for a free estimate" or "See our menu and hours".',
      ],
    },
    {
      heading: 'Headings and content structure',
      paragraphs: [
        'Headings (H1 through H6) outline the page for readers and search engines. The H1 is the page\'s main headline and should tell visitors right away that they are in the right place. Google has said that using more than one H1 is not a problem, but a single clear H1 that matches the topic of the title tag remains the simplest and most accessible structure.',
        'Use H2s for main sections and H3s for subsections within them, in order, and don\'t choose heading levels just to get a certain font size. A logical outline helps screen-reader users move around the page, makes long pages easier to scan on a phone and makes it easier for Google to see which passages answer which questions.',
      ],
      bullets: [
        'Write one H1 per page that states the topic, usually including the primary keyword.',
        'Use descriptive H2s that let a reader understand the whole page by skimming them.',
        'Phrase some subheadings as the questions customers ask, then answer them directly below.',
        'Use CSS, not heading tags, when you only want larger or bolder text.',
      ],
    },
    {
      heading: 'URL structure',
      paragraphs: [
        'A good URL is short, readable and describes the page. Google recommends simple, descriptive URLs that use words rather than long ID numbers, and hyphens rather than underscores to separate words. A URL such as /services/roof-repair/ tells visitors and search engines what to expect before they click; /index.php?id=4827&cat=12 does not.',
        'Once a page is indexed and earning traffic, don\'t change its URL unless there is a real benefit. When you must move or merge a page, add a permanent 301 redirect from the old address to the most relevant new one, update internal links to point straight to the new URL and list only final URLs in your XML sitemap.',
      ],
      bullets: [
        'Use lowercase letters and hyphens, for example /los-angeles/commercial-cleaning/.',
        'Keep folders shallow and logical so important pages are only a few clicks from the home page.',
        'Leave out dates, filler words and session parameters unless they add meaning.',
        'Choose one version of each URL (HTTPS, www or non-www, with or without a trailing slash) and redirect or canonicalize the others to it.',
      ],
    },
    {
      heading: 'Internal links',
      paragraphs: [
        'Internal links connect your pages. They help Google discover new content, show which pages you consider most important and pass context through their anchor text. They also guide visitors from informational articles toward the service pages and contact forms that bring in business.',
        'Google can reliably follow only links built with a standard <a> element and an href attribute, so make sure menus and buttons used for navigation work that way rather than relying on JavaScript click handlers alone. Anchor text should describe the destination: "our guide to commercial roof inspections" is far more useful than "click here". Pages with no internal links pointing to them, often called orphan pages, are harder for Google to find and tend to perform poorly.',
      ],
      bullets: [
        'Link from popular pages and blog posts to your key service and location pages.',
        'Use descriptive, varied anchor text instead of the same exact phrase every time.',
        'Add breadcrumb navigation on sites with more than one level of pages.',
        'Update internal links that point to redirects or missing pages.',
        'Find orphan pages in a site crawl and link to the ones worth keeping.',
      ],
    },
    {
      heading: 'Images and alt text',
      paragraphs: [
        'Images make pages more useful and can bring in visitors from Google Images, but they are also one of the most common causes of slow pages. Optimizing them is both an SEO task and a performance task.',
        'Alt text describes an image for people using screen readers and gives search engines context about what the image shows. Write it for someone who can\'t see the image: "Technician installing a tankless water heater in a Glendale garage" is useful, while "water heater plumber Los Angeles best plumber" is keyword stuffing. Decorative images that add no information should have an empty alt attribute (alt="") so screen readers skip them.',
      ],
      bullets: [
        'Use descriptive file names such as tankless-water-heater-install.jpg instead of IMG_2041.jpg.',
        'Serve modern formats such as WebP or AVIF, and resize images to the largest size at which they are displayed.',
        'Set width and height attributes, or a CSS aspect ratio, so the layout doesn\'t shift while images load.',
        'Lazy-load images below the fold, but never the main image at the top of the page, which is often the LCP element.',
        'Place important images near related text and captions, which also help Google understand them.',
      ],
    },
    {
      heading: 'Structured data',
      paragraphs: [
        'Structured data is code, usually in JSON-LD format, that labels the information on a page using the Schema.org vocabulary: this is a business, this is its address, these are its opening hours, this is the article\'s author. Google recommends JSON-LD and uses structured data to understand content and to make pages eligible for rich results such as breadcrumbs, product details and event listings.',
        'Structured data must describe content that visitors can see on the page, and it never guarantees a rich result; Google decides when to show one. Google also changes which rich results it supports: it stopped showing How-to rich results in 2023, and it announced that FAQ rich results, limited since 2023 to well-known government and health websites, stopped appearing in Google Search on May 7, 2026. FAQ sections still help readers, but FAQ and How-to markup no longer change how a page appears in Google. Mark up only what genuinely applies to your pages.',
      ],
      bullets: [
        'LocalBusiness, or a more specific type such as Dentist or Plumber, for your name, address, phone number, hours and location.',
        'Organization on the home page, with your logo and official social profiles.',
        'BreadcrumbList to show where the page sits in your site hierarchy.',
        'Article for blog posts and guides, with the author and the published and updated dates.',
        'Product or Event markup where those items actually appear on the page. Note that Google does not show star ratings for reviews a local business or organization marks up about itself.',
        'Test markup with Google\'s Rich Results Test and watch the related reports in Search Console for errors.',
      ],
    },
    {
      heading: 'Page speed and Core Web Vitals',
      paragraphs: [
        'Speed affects every visitor, and slow pages lose customers before they ever see your offer. Google\'s Core Web Vitals measure three parts of the real user experience: Largest Contentful Paint (LCP) for loading, Interaction to Next Paint (INP) for responsiveness and Cumulative Layout Shift (CLS) for visual stability. INP replaced First Input Delay (FID) as a Core Web Vital in March 2024 because it measures the responsiveness of all interactions on a page, not just the first one.',
        'A page is rated good when, at the 75th percentile of real visits, LCP is 2.5 seconds or less, INP is 200 milliseconds or less and CLS is 0.1 or less. Google says its core ranking systems seek to reward good page experience, but relevance comes first, so a fast page will not outrank a far more helpful one. Speed still has a direct effect on leads and sales, which is why we recommend that pages fully load in under 3 seconds on a typical mobile connection.',
        'Check field data from real Chrome users in Search Console\'s Core Web Vitals report and in PageSpeed Insights. Lab tools such as Lighthouse are excellent for diagnosing problems, but they simulate a single visit and may not match what your visitors experience.',
      ],
      bullets: [
        'LCP: compress and correctly size the main image, preload it or give it fetchpriority="high", use a CDN and reduce server response time.',
        'INP: break up long JavaScript tasks, remove unused scripts and third-party tags, and keep work inside click and input handlers light.',
        'CLS: reserve space for images, videos, embeds and ads, and don\'t insert banners above content that has already loaded.',
        'Everywhere: enable caching and compression, minify CSS and JavaScript, and load non-critical scripts with defer or async.',
      ],
    },
    {
      heading: 'Your on-page checklist',
      paragraphs: [
        'Run through this list before you publish a new page or refresh an existing one.',
        'For a second opinion on your most important pages, request a free SEO analysis from Los Angeles SEO Group at (213) 555-0142 or hello@losangelesseogroup.com.',
      ],
      bullets: [
        'The title tag is unique, under 60 characters and leads with the primary keyword.',
        'The meta description is unique, about 150-160 characters and ends with a call to action.',
        'One H1 states the page topic, and H2s and H3s follow a logical order.',
        'The URL is short, lowercase, hyphenated and descriptive.',
        'The page links to related pages, and at least one relevant page links to it.',
        'Every meaningful image has descriptive alt text, a compressed file and set dimensions.',
        'Structured data matches the visible content and passes the Rich Results Test.',
        'LCP is 2.5 seconds or less, INP is 200 milliseconds or less, CLS is 0.1 or less, and the page loads in under 3 seconds.',
        'The page is indexable, with no stray noindex tag, a correct canonical URL and a place in the XML sitemap.',
        'The content answers the searcher\'s question better than the pages ranking today.',
      ],
    },
  ],
};

export const timeSensitiveClaims = [
  timeSensitive({
    quote: 'it stopped showing How-to rich results in 2023',
    checkedOn: '2026-11-25',
    source: sources.googleHowToFaqChanges,
  }),
  timeSensitive({
    quote: 'it announced that FAQ rich results, limited since 2023 to well-known government and health websites, stopped appearing in Google Search on May 7, 2026',
    checkedOn: '2026-11-27',
    source: sources.googleSearchUpdates,
  }),
  timeSensitive({
    quote: 'LCP is 2.5 seconds or less, INP is 200 milliseconds or less and CLS is 0.1 or less',
    checkedOn: '2026-11-26',
    source: sources.coreWebVitals,
  }),
];
