import { sources } from '../../sources';
import { timeSensitive } from '../../time-sensitive';
import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'image-optimization',
  title: 'Image Optimization for SEO: Formats, Sizing and Alt Text',
  summary:
    'A practical guide to WebP and AVIF, responsive sizing, lazy loading, alt text and file names that make local business sites faster and easier to find.',
  excerpt:
    'Photos sell local services, but oversized images are one of the most common reasons small business sites load slowly. Here is how to keep the visual impact and lose the weight.',
  category: 'technical-seo',
  categoryLabel: 'Technical SEO',
  date: '2026-01-22',
  lastUpdated: '2026-08-19',
  author: { name: 'Tanvi Mehta', role: 'Social Media Manager' },
  coverImage: '/images/knowledge-base/image-optimization.svg',
  content: [
    {
      title: 'Why Images Matter for Speed and Search',
      content: `For most local business websites, images are the heaviest part of every page. A restaurant homepage with a full-width hero photo, a gallery of dishes and a few staff portraits can easily weigh several megabytes if the photos go straight from a phone or camera to the website. On a customer's phone, on a cellular connection somewhere on the 405, that weight means waiting.

Speed affects search through page experience. Google's Core Web Vitals measure Largest Contentful Paint, which should be 2.5 seconds or less, and on many pages the largest element is a hero image. Cumulative Layout Shift, which should stay at 0.1 or less, is often caused by images that load without reserved space and push text down the page. Google also uses mobile-first indexing, so the mobile version of your pages is what counts.

Images are also search content in their own right. Google Images, image results inside regular search, and visual search tools like Google Lens can all send visitors to your site. A clear, well-labeled photo of a finished kitchen remodel in Mar Vista or a plated dish from your menu can be found by someone who never typed your business name.`,
      highlights: [
        'Images are usually the heaviest part of a local business page',
        'The hero image is often the Largest Contentful Paint element',
        'Well-labeled photos can attract visitors through image search',
      ],
      tips: [
        'Run your key pages through PageSpeed Insights and note which image is the LCP element',
        'Never upload photos straight from a phone or camera without resizing',
      ],
    },
    {
      title: 'Choosing Formats: WebP, AVIF, JPEG, PNG and SVG',
      content: `Modern formats deliver the same visual quality in far fewer bytes. WebP is supported by all current major browsers and usually produces noticeably smaller files than JPEG for photos, with support for transparency as well. AVIF, now also supported by current versions of Chrome, Edge, Firefox and Safari, often compresses photos even further, though it can take longer to encode. Google Search supports both, along with BMP, GIF, JPEG, PNG and SVG.

A practical default for a small business site: AVIF or WebP for photographs, SVG for logos and simple icons because they stay sharp at any size, and PNG only when you need lossless quality for screenshots or graphics with fine text. Keep JPEG as a fallback if your audience includes older devices. The HTML picture element lets you offer AVIF first, WebP second and JPEG last, and the browser picks the best one it supports.

You rarely need to convert files by hand. Many hosting platforms, CDNs and CMS plugins convert uploads to WebP or AVIF automatically and serve the right format to each browser. Whatever you use, make sure the filename extension matches the actual file type, and spot-check that converted images still look right, especially skin tones and food photos, which can suffer from over-aggressive compression.`,
      highlights: [
        'WebP and AVIF are supported by current major browsers',
        'Google Search supports AVIF, WebP, JPEG, PNG, GIF, BMP and SVG',
        'SVG is ideal for logos and icons',
      ],
      tips: [
        'Turn on automatic WebP or AVIF conversion in your CMS, host or CDN',
        'Compare a converted food or portrait photo side by side with the original before rolling out site-wide',
      ],
      chartData: {
        type: 'bar',
        title: 'File size of one hero photo exported in different formats',
        unit: 'KB',
        data: [
          { name: 'Original camera JPEG (4032 px)', value: 3800, color: '#424a61' },
          { name: 'Resized JPEG (1600 px)', value: 420, color: '#fb9a24' },
          { name: 'Resized WebP (1600 px)', value: 290, color: '#3374f6' },
          { name: 'Resized AVIF (1600 px)', value: 190, color: '#1642c8' },
        ],
        note: 'Illustrative example: hypothetical sizes for a single restaurant photo at similar visual quality. Actual savings depend on the image content and compression settings, but resizing usually makes the biggest difference.',
      },
    },
    {
      title: 'Sizing, Compression and Layout Stability',
      content: `Resizing is the biggest single win. A phone photo may be 4,000 pixels wide, while the space it fills on your page is rarely more than 1,200 to 1,600 pixels wide on a large desktop screen and far less on a phone. Export images at the largest size they will actually be displayed, then compress them. For most photos, a quality setting that viewers cannot distinguish from the original cuts file size dramatically.

Use responsive images so phones do not download desktop-sized files. The srcset and sizes attributes let you provide several widths of the same image, for example 480, 960 and 1600 pixels, and the browser chooses the right one for the screen. Most modern website builders and frameworks generate these versions for you if you upload one high-quality original.

Always give images width and height attributes, or a CSS aspect ratio, so the browser reserves the correct space before the file arrives. Without that, text jumps down as each photo loads, which frustrates visitors, causes mis-taps on buttons and raises your Cumulative Layout Shift. This one fix often turns a failing CLS score into a passing one.`,
      highlights: [
        'Export images at the largest size they are actually displayed',
        'srcset and sizes let phones download smaller files',
        'Width and height attributes prevent layout shift',
      ],
      tips: [
        'Set a house rule: no uploaded photo wider than 2,000 pixels',
        'Check that every img tag on your templates has width and height set',
        'Upload one high-quality original and let your platform generate responsive sizes',
      ],
    },
    {
      title: 'Lazy Loading Without Hurting Your LCP',
      content: `Lazy loading tells the browser to wait before downloading images that are not yet on screen. Adding loading="lazy" to an img tag is supported natively by modern browsers, and it is ideal for galleries, long portfolio pages, blog images and anything below the first screen. A before-and-after gallery of 40 bathroom remodels should not force a visitor to download all 40 photos just to read the headline.

The common mistake is lazy loading everything, including the hero image at the top of the page. That delays your most important image, often your Largest Contentful Paint element, and makes the page feel slower. Load above-the-fold images normally, and consider adding fetchpriority="high" to the main hero image so the browser requests it early.

Google can index lazy-loaded images as long as they load when they enter the viewport and the real image URL is in the HTML, in the src or srcset attribute, rather than loaded only after a user scrolls or clicks. Avoid putting important photos only in CSS background images, because Google does not index images referenced that way. If a photo matters for search, use a regular img element.`,
      highlights: [
        'Lazy load images below the first screen, not the hero',
        'fetchpriority="high" can help the main hero image load sooner',
        'Google does not index CSS background images',
      ],
      tips: [
        'Remove loading="lazy" from the first image on every page template',
        'Use img elements, not CSS backgrounds, for photos you want found in search',
      ],
    },
    {
      title: 'Alt Text, File Names and Context',
      content: `Alt text describes an image for people using screen readers and for search engines. Google uses alt text together with computer vision and the surrounding page content to understand images. Write what the image shows in plain language, adding useful specifics: "Technician replacing a water heater in a Burbank garage" is far better than "water heater" and far better than "plumber plumbing Los Angeles plumber best plumber."

Keep it natural and concise, usually a single sentence. Decorative images, such as background textures or divider graphics, should have an empty alt attribute so screen readers skip them. Images that contain important text, like a promotional banner with a price, need that text in the alt attribute or, better, in real HTML text on the page.

File names give a small extra clue. Google's image guidance recommends descriptive file names, so rename IMG_4821.jpg to something like craftsman-bungalow-roof-repair-pasadena.jpg before uploading. Place images near related text and captions, because the words around an image help explain it. For large galleries or product catalogs, an image sitemap, or image entries in your existing XML sitemap, helps Google discover photos it might otherwise miss.

Use your own photos wherever you can. Stock images of smiling models in a generic office say nothing about your business, and the same picture may appear on hundreds of other sites. Real photos of your team, your storefront, your dining room or your finished projects give visitors reasons to trust you and give search engines original images that belong to your pages alone.`,
      highlights: [
        'Alt text should describe the image, not stuff keywords',
        'Decorative images get an empty alt attribute',
        'Descriptive file names and nearby text add context',
      ],
      tips: [
        'Rename photos with short, hyphenated, descriptive names before uploading',
        'Review alt text on your top 10 pages and rewrite any that are blank or keyword lists',
        'Put captions under project and product photos where they help visitors',
      ],
    },
  ],
  resources: [
    { title: 'Google Image SEO best practices', url: 'https://developers.google.com/search/docs/appearance/google-images' },
    { title: 'Web Vitals', url: 'https://web.dev/articles/vitals' },
    { title: 'PageSpeed Insights', url: 'https://pagespeed.web.dev/' },
    { title: 'Visual search for local businesses', url: '/knowledge-base/visual-search' },
    { title: 'Mobile optimization guide', url: '/knowledge-base/mobile-optimization' },
  ],
};

/** Dated claims of this module (docs/requirements/claims-and-sources.md): re-read each source when the guard names it. */
export const timeSensitiveClaims = [
  timeSensitive({
    quote: 'Largest Contentful Paint, which should be 2.5 seconds or less',
    checkedOn: '2026-11-26',
    source: sources.coreWebVitals,
  }),
  timeSensitive({
    quote: 'Cumulative Layout Shift, which should stay at 0.1 or less',
    checkedOn: '2026-11-26',
    source: sources.coreWebVitals,
  }),
];
