import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'mobile-optimization',
  title: 'Mobile Optimization for Local Businesses: A Practical Guide',
  seoDescription:
    'Make your website work on phones: faster pages, readable layouts, short forms and click-to-call buttons that turn local mobile searchers into customers.',
  summary:
    'Make your site work on phones: faster pages, readable layouts, short forms and click-to-call buttons that turn local mobile searchers into customers.',
  excerpt:
    'Many customers find a local business on a phone, often while they are on the move. This guide covers the speed, layout, form and click-to-call fixes that matter most.',
  category: 'technical-seo',
  categoryLabel: 'Technical SEO',
  date: '2025-05-06',
  lastUpdated: '2026-03-24',
  author: { name: 'Kenji Watanabe', role: 'CTO' },
  coverImage: '/images/knowledge-base/mobile-optimization.svg',
  content: [
    {
      title: 'Why the phone version of your site is the real one',
      content: `Google uses mobile-first indexing, which means it primarily crawls and evaluates the mobile version of your pages. If your phone layout hides a section, drops your service area text or leaves out structured data that the desktop version has, Google may treat that content as missing. The desktop site you review at your office is not the one Google mainly judges.

Customers behave the same way. Someone whose kitchen sink is leaking, who needs a dentist after cracking a tooth, or who is looking for a lunch spot in Koreatown is usually holding a phone. They tap a result, scan for a few seconds, and either call, book or go back to the results. Small annoyances that barely register on a laptop, such as a pop-up that covers the screen or a phone number that cannot be tapped, are often enough to send them to the next business in the local pack.

So treat mobile optimization as two jobs at once: making sure Google sees the full content on the mobile version, and making sure a busy person can act within seconds. The good news is that most fixes are simple and do not need a redesign.`,
      highlights: [
        'Google primarily indexes the mobile version of your pages',
        'Content missing on mobile may be treated as missing entirely',
        'Local searchers on phones decide within seconds',
      ],
      tips: [
        'Compare your mobile and desktop pages side by side and list anything missing on mobile.',
        'Check that structured data, headings and image alt text are the same on both versions.',
      ],
    },
    {
      title: 'Speed on real phones and real networks',
      content: `Your phone on office Wi-Fi is a poor test. Many customers are on a mid-range Android phone with a cellular connection that drops in and out on the freeway or inside a building. Test with PageSpeed Insights, which reports field data from real Chrome users when enough is available, along with a lab test that simulates a slower phone. Focus on the mobile tab, not the desktop one.

The biggest wins on small business sites are usually the same few problems. Oversized images are the most common: a 4,000-pixel photo from a camera displayed at 400 pixels wide. Resize images to the largest size they are shown, serve modern formats such as WebP or AVIF, and lazy-load images below the first screen while leaving the main hero image to load right away. The second problem is third-party scripts: chat widgets, multiple analytics tags, review carousels and video embeds that each add code the phone must download and run. Remove what you do not use and delay what is not needed immediately.

The third is the theme or page builder itself. Heavy sliders, animation libraries and large font files slow everything down. A simple hero with one image, a headline, and a call button nearly always loads faster and converts better than a rotating slider. If you do one thing this month, remove the slider.`,
      highlights: [
        'Test on the mobile tab of PageSpeed Insights, not on office Wi-Fi',
        'Oversized images are the most common speed problem',
        'Every third-party widget adds code a phone must process',
        'A static hero usually beats a rotating slider',
      ],
      tips: [
        'Resize and compress your ten largest images before doing anything else.',
        'List every third-party script on the site and remove the ones nobody uses.',
        'Do not lazy-load the main image at the top of the page.',
      ],
    },
    {
      title: 'Layout and readability on a small screen',
      content: `A mobile layout should need no pinching or sideways scrolling. That starts with the viewport meta tag, which tells the browser to fit the page to the device width, and a responsive design that stacks columns on narrow screens. Most modern themes do this, but custom sections, wide tables and embedded maps often break out of the screen. Open every important page on a phone and scroll the whole way down.

Make text easy to read. A body font size of around 16 pixels is a common baseline, with enough line spacing and contrast that people can read outdoors in Los Angeles sunshine. Keep paragraphs short. Put the most important information, such as what you do, where you work and how to reach you, in the first screen rather than below a large decorative image.

Buttons and links need room. Google's web.dev guidance recommends tap targets of at least 48 by 48 CSS pixels with space between them, so people do not hit the wrong link. Sticky headers should be slim, and pop-ups that cover the main content on arrival are frustrating on a phone; Google has long advised against intrusive interstitials. A small banner that can be dismissed is a better way to promote an offer.`,
      highlights: [
        'No pinch-zooming or sideways scrolling on any page',
        'Around 16 px body text is a common readable baseline',
        'Tap targets of at least 48 by 48 CSS pixels',
        'Avoid pop-ups that cover content on arrival',
      ],
      tips: [
        'Scroll each key page on a real phone and note anything that overflows the screen.',
        'Replace full-screen pop-ups with a small dismissible banner.',
      ],
      chartData: {
        type: 'line',
        title: 'Where mobile visitors drop out of a booking form',
        unit: '%',
        data: [
          { name: 'Opened form', value: 100, color: '#1642c8' },
          { name: 'Entered name', value: 78, color: '#3374f6' },
          { name: 'Entered phone', value: 64, color: '#0891b2' },
          { name: 'Chose a date', value: 41, color: '#fb9a24' },
          { name: 'Submitted', value: 33, color: '#15803d' },
        ],
        note: 'Illustrative example: a hypothetical dental office\'s mobile booking form, showing how to read a form funnel and spot the step where people give up.',
      },
    },
    {
      title: 'Forms that people finish on a phone',
      content: `Every field you add to a form is another chance for a mobile visitor to give up. For a first contact, most local businesses need only a name, a phone number or email, and a short message. Details such as address, budget, insurance carrier or preferred contact time can wait for the follow-up call. If you need more, split a long form into short steps and show progress.

Help the phone help the customer. Use the right input types, such as type="tel" for phone numbers and type="email" for email, so the correct keyboard appears. Add autocomplete attributes so the browser can fill in name, email, phone and address automatically. Keep the font size of form fields at 16 pixels or more; on iPhones, smaller text in a field makes the browser zoom in when someone taps it, which shifts the layout and confuses people.

Make errors gentle and clear. Show what went wrong next to the field, keep what the person already typed, and never clear the whole form after a mistake. Date pickers and dropdowns with dozens of options are painful on a small screen, so offer a few sensible choices instead. After submission, show a clear confirmation that says when you will respond, and track those confirmations as conversions in your analytics.`,
      highlights: [
        'Ask only for what you need for the first contact',
        'Correct input types bring up the right keyboard',
        'Autocomplete lets the browser fill in details',
        'Form fields under 16 px trigger zoom on iPhones',
      ],
      tips: [
        'Cut your contact form down to three or four fields and compare submissions month over month.',
        'Add autocomplete="name", "tel" and "email" to the matching fields.',
        'Test the form on an iPhone and an Android phone, including an error case.',
      ],
    },
    {
      title: 'Click-to-call, maps and the local details',
      content: `For many local businesses the phone call is the conversion. Put your number in the header of every page as a tap-to-call link using the tel: format, and repeat it near every call-to-action. Use the same number that appears on your Google Business Profile so customers and search engines see consistent details. If you use call tracking, choose a setup that keeps your main number in the page code or profile where consistency matters.

Make the other quick actions just as easy. A "Get directions" link that opens the phone's map app helps restaurant and retail visitors. Opening hours should be plain text, not an image, and should match your Business Profile, including holiday hours. A short list of the neighborhoods or cities you serve reassures someone in Pasadena or Santa Monica that you actually come to them.

Finally, measure the taps. Set up events in your analytics for phone link clicks, direction clicks and form submissions, and check how they change after each improvement. Google Business Profile also reports calls and direction requests from your profile. Together these show whether your mobile work is turning searches into customers, which is the whole point.`,
      highlights: [
        'Use tel: links for a tap-to-call number in the header',
        'Keep phone, hours and address consistent with your Business Profile',
        'Hours belong in text, not in an image',
        'Track phone taps, direction clicks and form submissions',
      ],
      tips: [
        'Add a sticky call button on mobile for service businesses that rely on phone leads.',
        'Set up a click event for every tel: link in your analytics.',
      ],
    },
  ],
  resources: [
    { title: 'Google: Mobile-first indexing best practices', url: 'https://developers.google.com/search/docs/crawling-indexing/mobile/mobile-sites-mobile-first-indexing' },
    { title: 'PageSpeed Insights', url: 'https://pagespeed.web.dev/' },
    { title: 'Page experience and Core Web Vitals', url: '/knowledge-base/page-experience' },
    { title: 'Technical SEO for mobile', url: '/knowledge-base/technical-seo-mobile' },
    { title: 'Free SEO tool', url: '/seo-tool' },
  ],
};
