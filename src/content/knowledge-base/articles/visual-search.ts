import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'visual-search',
  title: 'Visual Search and Google Lens: Image SEO for Local Shops',
  seoDescription:
    'How Google Lens and image search find products and places, and how to prepare your photos, product data and Business Profile so nearby customers find you.',
  summary:
    'How Google Lens and image search find products and places, and how to prepare your photos, product data and Business Profile so customers find you.',
  excerpt:
    'People now search by pointing a camera at a lamp, a dish or a storefront. Here is how visual search works and how a local shop, restaurant or showroom can make its images work harder.',
  category: 'content-seo',
  categoryLabel: 'Content SEO',
  date: '2026-04-07',
  lastUpdated: '2026-10-15',
  author: { name: 'Tanvi Mehta', role: 'Social Media Manager' },
  coverImage: '/images/knowledge-base/visual-search.svg',
  content: [
    {
      title: 'How visual search works',
      content: `Visual search lets people search with a picture instead of words. With Google Lens, someone can point their phone camera at a pair of sneakers, a plant, a sign in another language or a dish on a table, or select an existing photo, and Google returns matching images, product listings, web pages and information. On many Android phones, Circle to Search lets people draw around anything on their screen, such as a chair in an Instagram post, and search for it directly. Lens is also built into the Google app, Chrome and Google Photos.

Under the hood, Google recognizes objects, text and scenes in the image and matches them to what it knows from its index: images it has crawled on the web, product data from merchants, places in Google Maps and entities in its Knowledge Graph. People can also add words to a picture, for example photographing a dress and adding "in green", which Google calls multisearch. The results blend visual matches with ordinary search results.

For a local business, this matters most in two situations. Shoppers use visual search to find where to buy something they have seen, which favors stores whose products are clearly photographed and listed online. And people use it to learn about places and things around them, which favors businesses with good photos and accurate information on their website and Google Business Profile.`,
      highlights: [
        'Google Lens searches with a camera or an existing photo',
        'Circle to Search works on many Android phones',
        'Multisearch combines a picture with words',
        'Results draw on crawled images, product data and Maps',
      ],
      tips: [
        'Try Google Lens on three of your own products and see which stores appear.',
        'Photograph a signature item and search it with Lens to see whether your site or profile shows up.',
      ],
    },
    {
      title: 'Image SEO basics Google can read',
      content: `Google's image guidelines are the foundation for visual search too. Use standard HTML image elements so Google can find your images; images applied only as CSS backgrounds are not indexed as images. Use supported formats such as JPEG, PNG, WebP, AVIF, GIF, SVG or BMP. Place each image near text that describes it, because Google uses the surrounding content, the page title and captions to understand what the picture shows.

Write useful alt text. Alt text describes the image for people who use screen readers and helps search engines understand it. "Handmade Talavera planter, blue and white, 10 inch" is far better than "planter" or "IMG_4417". Keep it accurate and natural rather than stuffed with keywords like "best pottery Los Angeles cheap". Descriptive file names, such as talavera-planter-blue-10-inch.jpg, help a little as well.

Quality and speed both count. Sharp, well-lit photos are easier for both people and recognition systems to interpret. At the same time, serve images at sensible sizes, use responsive images so phones do not download desktop-sized files, and compress them. An image sitemap, or image entries in your existing sitemap, can help Google discover images it might otherwise miss, such as those loaded by a gallery script.`,
      highlights: [
        'Use HTML img elements, not CSS backgrounds, for important images',
        'Place images near text that describes them',
        'Write specific, natural alt text',
        'Sharp photos at sensible file sizes',
      ],
      tips: [
        'Rename new image files descriptively before uploading them.',
        'Rewrite the alt text on your twenty most important images to describe them specifically.',
        'Check that gallery and slider images appear in the page HTML or your sitemap.',
      ],
      chartData: {
        type: 'bar',
        title: 'Image issues found in a boutique\'s product page audit',
        unit: '%',
        data: [
          { name: 'Missing or generic alt text', value: 62, color: '#be123c' },
          { name: 'Camera file names', value: 55, color: '#fb9a24' },
          { name: 'Oversized files', value: 41, color: '#7c3aed' },
          { name: 'Single angle only', value: 37, color: '#3374f6' },
          { name: 'No product markup', value: 100, color: '#1642c8' },
        ],
        note: 'Illustrative example: share of product pages with each issue on a hypothetical 200-product boutique site, used to show how an audit prioritizes fixes.',
      },
    },
    {
      title: 'Products: making your inventory findable',
      content: `When someone uses Lens on a product, Google often shows shopping results with prices and sellers. Those results rely heavily on structured product information. Add Product structured data from schema.org to your product pages with the name, image, price, currency and availability, and keep it in sync with what the page shows. If you sell online, a Google Merchant Center account lets you submit a product feed, and free listings can show your products across Google's shopping surfaces.

Photograph products the way shoppers will search for them. Include a clean shot on a plain background, which matches well against other images of the same item, plus several angles and an in-use or lifestyle photo. Close-ups of labels, model numbers and distinctive details help recognition and help shoppers confirm it is the exact item they saw. Use your own photos wherever possible; a manufacturer's stock image appears on hundreds of other sites, so it gives Google no reason to favor yours.

For stores that sell in person, local inventory matters. Retailers can show in-store availability on Google through Merchant Center's local inventory features, and a Business Profile can display products. A shopper who photographs a coffee grinder and sees it is in stock three miles away in Culver City is very likely to visit.`,
      highlights: [
        'Product structured data supplies name, price and availability',
        'Merchant Center feeds power free shopping listings',
        'Original photos from several angles beat manufacturer stock images',
        'Local inventory can show in-store availability',
      ],
      tips: [
        'Add Product markup to your top-selling product pages and test it with Google\'s Rich Results Test.',
        'Shoot at least three angles plus one close-up of the label or model number for each key product.',
      ],
    },
    {
      title: 'Places: restaurants, storefronts and showrooms',
      content: `Visual search is not only about products. People photograph menus, dishes, signs and buildings to learn more about them, and Lens can return information about landmarks, places and text. For a restaurant, a clinic or a shop, your Google Business Profile is often the information that comes back, so it needs to be complete and current: correct name, categories, hours, address, phone, website and plenty of recent photos.

Upload photos that represent your business honestly and clearly: the storefront as people see it from the street, the signage, the interior, your team, and your products or dishes. Storefront photos taken in daylight help customers recognize you when they arrive. Restaurants should add clear photos of popular dishes and keep the menu up to date, since customers often compare what they see in photos with the menu before choosing. Add new photos regularly rather than all at once, so the profile reflects how the business looks now.

Your website supports the same picture. A location page with photos of the entrance, directions from nearby landmarks and a map embed helps both people and search engines connect your business to its place. Consistent images and details across your site, profile and social accounts make it easier for Google to recognize that they all describe one business.`,
      highlights: [
        'Lens can return information about places and text',
        'Your Business Profile is often the answer shown',
        'Daylight storefront photos help customers find you',
        'Add new photos regularly to reflect the current business',
      ],
      tips: [
        'Upload a clear daylight storefront photo and an updated interior photo this month.',
        'Add photos of your five most popular dishes or products to your Business Profile.',
        'Create a location page with entrance photos and directions from a nearby landmark.',
      ],
    },
    {
      title: 'Measuring results and next steps',
      content: `Visual search traffic is hard to isolate. Google does not give Lens its own report for site owners, so use what is available. In Search Console's Performance report you can filter by search type and choose Image to see clicks and impressions from Google Images. Watch product page traffic and sales after improving photos and markup. In your Business Profile performance data, track views, calls, direction requests and website clicks as you add photos.

Treat photo quality as an ongoing habit rather than a one-time project. Build a simple routine: photograph new products the day they arrive, write alt text and a description as you upload them, and add a few new Business Profile photos each month. For seasonal businesses, such as a florist before Valentine's Day or a patio furniture store in spring, plan the photography a few weeks ahead of demand.

Finally, check your rights. Use photos you took or have licensed, and consider adding IPTC photo metadata for creator and copyright, which Google Images can display. Original, well-described images help you in ordinary search, in visual search and on social media at once, which makes them one of the best-value investments a local business can make.`,
      highlights: [
        'Search Console can filter performance by Image search type',
        'Business Profile shows views, calls and direction requests',
        'Make photography and alt text part of the daily routine',
        'Use original or licensed photos, with metadata where possible',
      ],
      tips: [
        'Set a monthly reminder to add new photos to your Business Profile.',
        'Compare Image search clicks in Search Console before and after your photo updates.',
      ],
    },
  ],
  resources: [
    { title: 'Google: Image SEO best practices', url: 'https://developers.google.com/search/docs/appearance/google-images' },
    { title: 'Google Business Profile Help', url: 'https://support.google.com/business/' },
    { title: 'Google: Introduction to structured data', url: 'https://developers.google.com/search/docs/appearance/structured-data/intro-structured-data' },
    { title: 'Image optimization guide', url: '/knowledge-base/image-optimization' },
    { title: 'Local SEO guide', url: '/knowledge-base/local-seo-guide' },
  ],
};
