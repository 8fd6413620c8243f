import { sources } from '../sources';
import { timeSensitive } from '../time-sensitive';
import type { Quiz, QuizPageCopy } from './types';

/** Twenty-five difficult technical SEO questions for practitioners (/seo-assessment-test). */
export const advancedAssessment: Quiz = {
  id: 'seo-assessment-test',
  title: 'Advanced SEO Assessment Test',
  intro:
    "This 25-question assessment is built for SEO practitioners and covers crawling, indexing, Core Web Vitals, structured data, redirects, local SEO and more. Every answer is explained and based on Google's public documentation.",
  seoTitle: 'Advanced SEO Assessment Test (25 Questions) | LA SEO Group',
  seoDescription:
    'Test your technical SEO skills with 25 hard questions on crawling, indexing, Core Web Vitals, redirects, structured data and local SEO, with explanations.',
  questions: [
    {
      id: 1,
      question:
        'A page has a noindex robots meta tag, and the same URL is also disallowed in robots.txt. Other sites link to it. What is the most likely outcome?',
      options: [
        'Google reads the noindex anyway and drops the URL from the index within days',
        'Google flags the conflict as an error in Search Console and ignores both directives',
        "Google can't crawl it, never sees the noindex, and may still index the bare URL",
        'Google removes every URL in the same directory from its index as a precaution',
      ],
      correctAnswer: 2,
      explanation:
        'For noindex to work, Googlebot has to crawl the page, and the robots.txt disallow prevents that, so the noindex is never seen. Because other pages link to it, the URL can still be indexed, usually without a description. Remove the disallow so Google can crawl the page and honor the noindex.',
    },
    {
      id: 2,
      question:
        'A robots.txt group for Googlebot contains "Disallow: /services/" and "Allow: /services/local-seo". How does Googlebot treat /services/local-seo?',
      options: [
        'It may crawl it, because the longer, more specific matching rule wins',
        "It won't crawl it, because Disallow rules always take precedence over Allow rules",
        "It won't crawl it, because the rule listed first in the file wins",
        'It ignores both rules for that path, because they conflict',
      ],
      correctAnswer: 0,
      explanation:
        "Google applies the most specific matching rule, judged by the length of the rule's path, regardless of the order in which rules appear. When matching rules are equally specific, Google uses the least restrictive one, which is the Allow rule.",
    },
    {
      id: 3,
      question: "You need to keep a set of PDF files out of Google's index. Which method does Google support?",
      options: [
        'Add a "Noindex:" line for the PDF paths in robots.txt',
        'Add rel="nofollow" to every internal link that points to the PDFs',
        'List the PDFs in a separate XML sitemap with a priority of 0.0',
        'Serve the PDFs with an X-Robots-Tag: noindex HTTP response header',
      ],
      correctAnswer: 3,
      explanation:
        "PDFs can't contain an HTML robots meta tag, so the X-Robots-Tag HTTP header is how you apply noindex to them. Google stopped supporting noindex rules in robots.txt in 2019, nofollow links don't keep a URL out of the index, and Google ignores sitemap priority values.",
    },
    {
      id: 4,
      question:
        'A single-page app\'s initial HTML includes <meta name="robots" content="noindex">, and client-side JavaScript removes that tag after the page loads. What should you expect from Google?',
      options: [
        'Google indexes the page, because it always renders JavaScript before applying robots rules',
        'Google may skip rendering after seeing noindex, so the page likely stays unindexed',
        'Google indexes the page but suppresses its snippet until the tag is gone',
        'Google indexes only the text that was present in the initial HTML response',
      ],
      correctAnswer: 1,
      explanation:
        "Google's JavaScript SEO documentation warns that when Google finds noindex in the original HTML, it may skip rendering, so JavaScript that removes or changes the tag may never run for Google. If you want a page indexed, don't put noindex in its original page code.",
    },
    {
      id: 5,
      question: 'Which of these navigation links can Google reliably discover and follow?',
      options: [
        '<span onclick="goTo(\'/services\')">Services</span>',
        '<a href="/services">Services</a>',
        '<a href="javascript:goTo(\'/services\')">Services</a>',
        '<a onclick="goTo(\'/services\')">Services</a>',
      ],
      correctAnswer: 1,
      explanation:
        "Google can reliably follow links only when they are <a> elements with an href attribute that contains a resolvable URL. Links that depend on onclick handlers or javascript: URLs may work for visitors, but Google doesn't treat them as crawlable links.",
    },
    {
      id: 6,
      question: 'Googlebot is overloading your server during an incident, and you need to reduce crawling for a day or two. What does Google recommend?',
      options: [
        'Temporarily return 500, 503 or 429 status codes to crawl requests',
        'Add a Crawl-delay line for Googlebot to your robots.txt file',
        'Return 403 or 404 responses to Googlebot only, until the server load drops',
        "Add noindex to your heaviest pages so they're crawled less often",
      ],
      correctAnswer: 0,
      explanation:
        "Google's crawlers slow down across the hostname when they see a significant number of 500, 503 or 429 responses, then speed back up once the errors stop; this is meant only for short periods. Googlebot ignores Crawl-delay, and other 4xx codes such as 403 or 404 tell Google the content doesn't exist, which can get URLs dropped from the index.",
    },
    {
      id: 7,
      question: 'Which XML sitemap element does Google say it can use for crawling, provided the values are accurate?',
      options: ['<priority>', '<changefreq>', 'None of them; Google ignores everything except <loc>', '<lastmod>'],
      correctAnswer: 3,
      explanation:
        "Google ignores <priority> and <changefreq>, but it uses <lastmod> when the dates are consistently and verifiably accurate. Dates that don't reflect real content changes, such as stamping every URL with the latest build date, can lead Google to stop trusting them.",
    },
    {
      id: 8,
      question:
        "An online store's sort and filter parameters create many duplicate versions of each category page. Which approach follows Google's canonicalization guidance for consolidating them to the main category URL?",
      options: [
        'Block the parameter URLs in robots.txt so that only the main category URL can be crawled',
        'Add noindex to the variants so Google selects the main URL as canonical',
        'Add a rel="canonical" link on each variant pointing to the main category URL',
        'Submit the parameter URLs to the Removals tool in Search Console',
      ],
      correctAnswer: 2,
      explanation:
        'A rel="canonical" link is a strong signal that tells Google which URL you prefer among duplicates. Google\'s documentation specifically advises against using robots.txt, the URL removal tool or noindex to choose a canonical page within a site.',
    },
    {
      id: 9,
      question: "Which statement about duplicate content within your own site matches Google's guidance?",
      options: [
        "It isn't a spam violation by itself, but Google will choose one version to show",
        'Duplicate content is fine as long as each copy lives in a different subfolder',
        'Google indexes and ranks every duplicate URL equally and splits traffic between them',
        'Google applies a sitewide ranking penalty once duplicates pass a set percentage',
      ],
      correctAnswer: 0,
      explanation:
        'Google groups duplicate pages and chooses one canonical URL to show in search; ordinary duplication, such as parameter or printer-friendly URLs, isn\'t treated as spam. It can still waste crawling and split signals, so consolidating with redirects or rel="canonical" is best practice. Copying content to deceive users or manipulate rankings is a different matter.',
    },
    {
      id: 10,
      question:
        'Your en-us page has hreflang annotations pointing to its es-mx version, but the es-mx page has no hreflang annotations pointing back. What does Google do?',
      options: [
        'It shows only the es-mx page to searchers in every country',
        'It applies the annotations anyway, since one direction is enough for Google',
        'It treats the en-us page as the canonical URL for both language versions',
        'It may ignore the annotations, because both pages must point to each other',
      ],
      correctAnswer: 3,
      explanation:
        "Google's documentation says that if two pages don't both point to each other, their hreflang annotations are ignored. Each language or regional version should list itself as well as every other version.",
    },
    {
      id: 11,
      question: 'Which metric replaced First Input Delay (FID) as a Core Web Vital in March 2024?',
      options: ['Time to First Byte (TTFB)', 'Total Blocking Time (TBT)', 'Interaction to Next Paint (INP)', 'First Contentful Paint (FCP)'],
      correctAnswer: 2,
      explanation:
        "INP replaced FID as the Core Web Vital for responsiveness in March 2024. Unlike FID, which measured only the input delay of the first interaction, INP looks at the latency of the clicks, taps and key presses throughout a visit. TTFB, TBT and FCP are useful diagnostics, but they aren't Core Web Vitals.",
    },
    {
      id: 12,
      question: 'Which set of values matches Google\'s "good" thresholds for the Core Web Vitals?',
      options: [
        'LCP ≤ 3.0 s, INP ≤ 100 ms, CLS ≤ 0.05',
        'LCP ≤ 2.5 s, INP ≤ 200 ms, CLS ≤ 0.1',
        'LCP ≤ 4.0 s, INP ≤ 500 ms, CLS ≤ 0.25',
        'LCP ≤ 2.5 s, INP ≤ 500 ms, CLS ≤ 0.2',
      ],
      correctAnswer: 1,
      explanation:
        'A page meets the "good" thresholds when LCP is 2.5 seconds or less, INP is 200 milliseconds or less and CLS is 0.1 or less, measured at the 75th percentile of page loads. Values above 4.0 s, 500 ms and 0.25 are rated "poor."',
    },
    {
      id: 13,
      question: 'Which change is most likely to make Largest Contentful Paint (LCP) worse on a page whose LCP element is an above-the-fold hero image?',
      options: [
        'Adding fetchpriority="high" to the hero image',
        'Serving the hero image in a modern format such as AVIF or WebP',
        'Preloading the hero image with <link rel="preload" as="image">',
        'Adding loading="lazy" to the hero image',
      ],
      correctAnswer: 3,
      explanation:
        'With native lazy loading, the browser waits until layout shows the image is near the viewport before fetching it, which delays the download of an above-the-fold LCP image. Lazy-load images below the fold instead, and use fetchpriority="high", preloading and efficient formats to speed up the hero.',
    },
    {
      id: 14,
      question:
        'Your Product markup passes the Rich Results Test with no errors, but no rich result appears for the page in Google. Which explanation is most accurate?',
      options: [
        "Valid markup makes a page eligible, but Google doesn't guarantee a rich result",
        'Rich results appear only after you submit the markup for approval in Search Console',
        'Google shows rich results only for pages that use Microdata instead of JSON-LD',
        'Passing the Rich Results Test means Google has deliberately blocked your markup',
      ],
      correctAnswer: 0,
      explanation:
        "Structured data makes a page eligible for a rich result but doesn't guarantee one; Google decides whether to show it based on many factors, including the search itself and whether the markup follows its guidelines. There's no approval process to request, and JSON-LD is the format Google recommends.",
    },
    {
      id: 15,
      question:
        "A plumbing company adds LocalBusiness markup with an AggregateRating, built from testimonials it collected itself, to its own homepage. What does Google's review snippet documentation say?",
      options: [
        'The stars will show once the page has at least five marked-up reviews',
        'The stars will show as long as the average rating is calculated accurately from all reviews',
        "It isn't eligible for review stars, since the business controls its own reviews",
        'The stars will show if the ratings are copied from its Google Business Profile',
      ],
      correctAnswer: 2,
      explanation:
        "Google calls these self-serving reviews: pages with LocalBusiness or other Organization markup aren't eligible for star review snippets when the entity being reviewed controls the reviews about itself. Copying ratings from elsewhere doesn't help either, because Google's guidelines say not to aggregate reviews from other websites.",
    },
    {
      id: 16,
      question: "Which statement about E-E-A-T matches Google's public guidance?",
      options: [
        "Quality raters assign E-E-A-T scores that directly raise or lower individual pages' rankings",
        'Adding an author bio to every page is enough to satisfy E-E-A-T',
        'Google reports an E-E-A-T score for each page in Search Console',
        "E-E-A-T isn't a specific ranking factor, and of its four parts, Trust is the most important",
      ],
      correctAnswer: 3,
      explanation:
        "Google says E-E-A-T itself isn't a specific ranking factor, but its systems use a mix of signals to identify content that shows experience, expertise, authoritativeness and trustworthiness, with trust the most important. Quality raters' ratings help Google evaluate its systems and don't directly affect how individual pages rank.",
    },
    {
      id: 17,
      question: "According to Google's link best practices, what makes good internal link anchor text?",
      options: [
        'Generic phrases such as "click here" or "read more," so every link looks consistent',
        'Descriptive, reasonably concise text relevant to the linked page',
        'A string of every keyword you want the target page to rank for',
        'The bare URL of the target page, since Google ignores anchor text',
      ],
      correctAnswer: 1,
      explanation:
        'Google uses anchor text to understand the page being linked to, so it recommends descriptive, reasonably concise anchors that are relevant to both pages. Generic text like "click here" adds little context, and packing keywords into anchors is keyword stuffing.',
    },
    {
      id: 18,
      question:
        'Which pair of HTTP status codes does Google treat as permanent redirects, using them as a strong signal that the target URL should be canonical?',
      options: ['301 and 308', '301 and 302', '307 and 308', '302 and 307'],
      correctAnswer: 0,
      explanation:
        'Google treats 301 and 308 as permanent redirects and a strong signal that the target should be canonical, while 302 and 307 are temporary and only a weak signal. The practical difference between the pairs is that 307 and 308 require the client to keep the original request method, while 301 and 302 historically let browsers change POST to GET.',
    },
    {
      id: 19,
      question: 'How does Google Search handle a removed page that returns 410 (Gone) compared with one that returns 404 (Not Found)?',
      options: [
        "A 410 passes the page's link signals to the homepage, while a 404 discards them",
        'A 404 URL stays indexed indefinitely, while a 410 URL is removed immediately',
        "Both signal that the content doesn't exist, so the URL is dropped either way",
        'A 410 triggers a manual review of the site, while a 404 does not',
      ],
      correctAnswer: 2,
      explanation:
        "Google's documentation says all 4xx status codes except 429 are handled the same way: Google treats the content as nonexistent, and URLs that were indexed are removed. A 410 is still a good, explicit choice for content you removed on purpose, and neither code penalizes the rest of your site.",
    },
    {
      id: 20,
      question: 'Search Console reports a "soft 404" for one of your URLs. What does that mean?',
      options: [
        'The server returned 404, but Google is keeping the URL in its index',
        'The server returned 404 only to Googlebot while browsers received a normal 200',
        'The URL went through more than 10 redirect hops before reaching a page',
        'It returned 200 (success), but the page looks like an error or empty page',
      ],
      correctAnswer: 3,
      explanation:
        "A soft 404 is a URL that returns a success status code while its page tells users the content doesn't exist or offers little to no content. Return a real 404 or 410 if the content is gone, 301-redirect it if it moved to a true equivalent, or improve the page if it should be indexed.",
    },
    {
      id: 21,
      question:
        'Your server logs show heavy traffic with a Googlebot user-agent string. How does Google recommend confirming the requests really come from Googlebot?',
      options: [
        "Trust the user-agent string, because other bots can't spoof it",
        "Run reverse and forward DNS lookups, or check Google's published IP ranges",
        'Confirm that the visitor requested robots.txt before any other URL',
        'Check that the Referer header on each request is set to https://www.google.com/',
      ],
      correctAnswer: 1,
      explanation:
        "User-agent strings are easy to fake. Google's documented method is a reverse DNS lookup on the IP address (the hostname should be in googlebot.com, google.com or googleusercontent.com), followed by a forward DNS lookup that returns the same IP, or a check against the IP ranges Google publishes for its crawlers.",
    },
    {
      id: 22,
      question: 'What does Google currently recommend for paginated category pages (page 1, page 2, page 3 and so on)?',
      options: [
        'Give each page its own URL and canonical, and link them with <a href> links',
        'Add rel="next" and rel="prev" so Google merges the series into a single page',
        'Point the canonical tag on every page in the series back to page 1',
        'Add noindex to every page after the first so only page 1 is indexed',
      ],
      correctAnswer: 0,
      explanation:
        'Google no longer uses rel="next" and rel="prev" for indexing, although other search engines may. Its guidance is to give each paginated page its own URL and canonical rather than canonicalizing the series to page 1, and to link the pages sequentially with normal links so Googlebot can reach every item.',
    },
    {
      id: 23,
      question: "A blogger is paid to publish a review that links to your client's website. How should that link be qualified under Google's policies?",
      options: [
        'rel="ugc", because the blogger wrote the content',
        'rel="noopener noreferrer"',
        'No attribute, as long as the link is relevant to the post',
        'rel="sponsored", or rel="nofollow"',
      ],
      correctAnswer: 3,
      explanation:
        'Paid links that pass ranking credit violate Google\'s link spam policies, so they should be qualified with rel="sponsored" (rel="nofollow" is also acceptable). The ugc value is for user-generated content such as comments and forum posts, and noopener and noreferrer only control browser behavior.',
    },
    {
      id: 24,
      question: 'According to Google, which three main factors determine local search results?',
      options: [
        'Domain age, backlinks and keyword density',
        'Review count, posting frequency and photos',
        'Relevance, distance and prominence',
        'Ad spend, business category and site speed',
      ],
      correctAnswer: 2,
      explanation:
        "Google's Business Profile help says local results are based mainly on relevance (how well a profile matches the search), distance (how far the business is from the searcher or the location in the query) and prominence (how well known the business is, including its reviews). Google also states that you can't pay for a better local ranking.",
    },
    {
      id: 25,
      question: 'When moving a site to a new domain, how long does Google advise keeping the 301 redirects from the old URLs in place?',
      options: [
        'About 30 days, until the new URLs have been crawled',
        'As long as possible, and generally for at least one year',
        'Only until the new homepage appears in search results',
        'Until the Change of Address tool shows the move is complete',
      ],
      correctAnswer: 1,
      explanation:
        'Google recommends keeping site-move redirects in place as long as possible, generally at least a year, so its systems can transfer signals and people following old links still land on the right pages. Map each old URL to its closest equivalent, because redirecting many URLs to the new homepage can be treated as soft 404s.',
    },
  ],
};

export const advancedAssessmentPage: QuizPageCopy = {
  eyebrow: 'For SEO practitioners',
  breadcrumb: 'SEO Assessment Test',
  level: 'Advanced',
  nextSteps: {
    title: 'Want to start with the basics?',
    text: 'The basic SEO quiz has 10 quick questions for business owners. Or talk to one of our strategists about the technical SEO of your own website.',
    otherQuiz: { path: '/seo-quiz', label: 'Start with the basic quiz' },
  },
};

/** Dated claims of this module (docs/requirements/claims-and-sources.md): re-read each source when the guard names it. */
export const timeSensitiveClaims = [
  timeSensitive({
    quote: 'A page meets the "good" thresholds when LCP is 2.5 seconds or less, INP is 200 milliseconds or less and CLS is 0.1 or less, measured at the 75th percentile of page loads',
    checkedOn: '2026-11-26',
    source: sources.coreWebVitals,
  }),
];
