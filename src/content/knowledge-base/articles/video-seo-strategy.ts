import { sources } from '../../sources';
import { timeSensitive } from '../../time-sensitive';
import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'video-seo-strategy',
  title: 'Video SEO for Local Businesses: YouTube and Your Website',
  seoDescription:
    'Get local business videos found on YouTube and Google: titles, chapters, thumbnails, captions, watch pages and VideoObject structured data, all explained.',
  summary:
    'Get local business videos found on YouTube and Google: titles, chapters, thumbnails, captions, watch pages and VideoObject structured data explained.',
  excerpt:
    'A short, honest video can answer a customer\'s questions before they ever call. This guide covers how to make those videos easy to find on YouTube, in Google results and on your own site.',
  category: 'content-seo',
  categoryLabel: 'Content SEO',
  date: '2026-01-27',
  lastUpdated: '2026-09-15',
  author: { name: 'Tanvi Mehta', role: 'Social Media Manager' },
  coverImage: '/images/knowledge-base/video-seo-strategy.svg',
  content: [
    {
      title: 'Why Video Matters for Local Businesses',
      content: `Video gives a local business something text and photos can't: a chance for a customer to see and hear you before they call. A two-minute clip of a dentist explaining what happens at a first visit, a contractor walking through a finished kitchen in Mar Vista, or a chef showing how a signature dish comes together answers questions and lowers the anxiety of choosing someone new. It also opens up more places to be found.

Videos can appear in several places: YouTube search and recommendations, Google's video results and the video features inside regular search results, your Google Business Profile, and your own website. YouTube is owned by Google, and people use it every day to search for how-to answers, product demonstrations and reviews, so a well-labeled video can reach people who would never type your business name.

You don't need a studio. Most effective local business videos are filmed on a recent phone with good light and clear audio, and a simple clip-on microphone improves a video more than any camera upgrade. What matters is answering a real question, staying focused, and making it easy for search engines to understand what the video is about. The rest of this guide covers how to do that on YouTube and on your own site.`,
      highlights: [
        'Video lets customers meet you before they call',
        'Videos can surface on YouTube, Google, your Business Profile and your site',
        'A phone and a clip-on microphone are enough to start',
      ],
      tips: [
        'Start with a video answering the single question customers ask most',
        'Film near a window or outdoors in shade for even, flattering light',
      ],
    },
    {
      title: 'Optimizing Videos on YouTube',
      content: `Treat each YouTube video like a small web page. Write a clear title that says what the video covers in the words a customer would use, such as "What Happens During a Sewer Camera Inspection," and add the location when it's relevant. Write a description that summarizes the video in its first couple of lines, then adds detail, your business name and phone number, a link to the matching page on your site, and the areas you serve.

Chapters make longer videos easier to use and can appear as key moments in Google results. Add timestamps to the description starting with 0:00, with at least three timestamps in ascending order and each chapter at least 10 seconds long; YouTube can also generate chapters automatically. Upload accurate captions rather than relying only on automatic ones, especially for names, brands and technical terms, because captions serve viewers watching without sound and make your spoken words available as text.

Organize videos into playlists by service or topic, so a viewer who finishes one video about water heaters sees the next. Shorts, vertical videos up to three minutes long, work well for quick tips and before-and-after clips and can reach people who don't know you yet. Link your channel to your website, and keep the channel's name and contact details consistent with your Business Profile.`,
      highlights: [
        'Titles and descriptions should use the words customers use',
        'Chapters start at 0:00, need three or more timestamps, and last at least 10 seconds each',
        'Accurate captions help viewers and make speech readable as text',
      ],
      tips: [
        'Put a link to the related service page in the first lines of every description',
        'Correct automatic captions for names, brands and street names',
        'Group videos into playlists by service',
      ],
      chartData: {
        type: 'bar',
        title: 'Chapter plan for a 3-minute plumbing video',
        data: [
          { name: 'Intro (0:00)', value: 15, color: '#424a61' },
          { name: 'What a camera inspection is', value: 40, color: '#1642c8' },
          { name: 'What we look for', value: 55, color: '#3374f6' },
          { name: 'Cost and timing', value: 45, color: '#fb9a24' },
          { name: 'How to book', value: 25, color: '#15803d' },
        ],
        note: 'Illustrative example: a hypothetical 180-second video split into chapters. Each chapter is longer than YouTube\'s 10-second minimum, and the first starts at 0:00.',
        unit: 's',
      },
    },
    {
      title: 'Thumbnails That Earn the Click',
      content: `The thumbnail is the first thing people see on YouTube and in Google's video results, and it often decides whether anyone clicks. YouTube recommends custom thumbnails at 1280 by 720 pixels, a 16:9 ratio, with a minimum width of 640 pixels, and you need a verified account to upload them. A frame grabbed automatically from the middle of a video is usually blurry or unflattering, so design one for every upload.

Good local business thumbnails are simple: a clear face or a clear result, strong contrast, and at most a few large words that stay readable on a small phone screen. A before-and-after split of a repaired roof, or the dentist smiling next to a short phrase like "Your First Visit," works better than a cluttered collage. Keep a consistent style, with the same font, colors and logo placement, so your videos are recognizable in a list of results.

Make sure the thumbnail honestly represents the video. Misleading thumbnails may win a click but lead to quick exits and unhappy viewers, and YouTube's policies prohibit thumbnails that mislead viewers about the content. For videos hosted on your own site, the thumbnail matters to Google too: provide a high-quality thumbnail image at a stable URL that Googlebot can crawl, and reference it in your structured data.`,
      highlights: [
        'Custom thumbnails at 1280 by 720 pixels in a 16:9 ratio',
        'Simple, high-contrast designs read best on phones',
        'Misleading thumbnails break YouTube\'s policies',
      ],
      tips: [
        'Create a thumbnail template so every video follows the same style',
        'Preview each thumbnail at phone size before publishing',
      ],
    },
    {
      title: 'Video on Your Own Website',
      content: `Embedding videos on your website keeps visitors engaged and lets your own domain earn visibility. Google's video documentation is built around watch pages, meaning pages where the video is the main content, and Google generally shows video results only for such pages. A video placed partway down a long service page can still help visitors, but don't expect it to appear as a video result. For important videos, consider a dedicated page with the video near the top, a written summary or transcript below it, and links to the related service.

Add VideoObject structured data from schema.org to those pages. Google requires three properties for video rich results: name, thumbnailUrl and uploadDate. It recommends others, including description, duration, contentUrl for the video file or embedUrl for the player, and hasPart with Clip markup if you want to define key moments yourself. Make sure the markup matches what's on the page, and check it with Google's Rich Results Test.

Help Google find the videos as well. Include watch pages in your XML sitemap or create a video sitemap, and don't block video files or thumbnails in robots.txt. Keep the video visible on the page rather than hidden in a tab or behind a button. For speed, use a lightweight facade that loads the full YouTube player only when someone presses play, so the embed doesn't slow down your page's Largest Contentful Paint.`,
      highlights: [
        'Google focuses on watch pages where video is the main content',
        'VideoObject requires name, thumbnailUrl and uploadDate',
        'Clip markup lets you define key moments yourself',
      ],
      tips: [
        'Create one watch page per important video with a transcript below it',
        'Validate VideoObject markup in the Rich Results Test after publishing',
        'Use a click-to-load facade for YouTube embeds to protect page speed',
      ],
    },
    {
      title: 'Measuring Video Results',
      content: `Measure video performance in the places it lives. In YouTube Studio, watch impressions, the click-through rate on thumbnails, average view duration and the traffic sources report, which shows whether viewers found you through YouTube search, suggested videos or external sites such as Google. A low click-through rate suggests the title or thumbnail needs work; viewers dropping off in the first 15 seconds suggests the intro is too long.

For videos on your own site, Google Search Console's Video indexing report shows which pages with videos Google found and whether their videos were indexed, with a reason when they weren't. The Performance report can be switched to the Video search type to see clicks and impressions from Google's video results. Compare your watch pages with regular service pages to see whether video content is reaching new searches.

Finally, connect video to business results. Share videos in Google Business Profile posts and upload short clips directly to the profile; Google accepts profile videos up to 30 seconds long and up to 75 MB, at 720p resolution or higher. Track calls and form submissions from pages with video compared with similar pages without it, and ask new customers whether they watched a video before contacting you. A single strong video that answers a common question can keep working for years.`,
      highlights: [
        'YouTube Studio shows clicks, retention and traffic sources',
        'Search Console has a Video indexing report and a Video search type',
        'Business Profile videos can be up to 30 seconds long',
      ],
      tips: [
        'Check where viewers drop off and tighten the first 15 seconds',
        'Upload a 30-second clip of your space or team to your Business Profile',
      ],
    },
  ],
  resources: [
    { title: 'Google: Video SEO best practices', url: 'https://developers.google.com/search/docs/appearance/video' },
    { title: 'Google: Introduction to structured data', url: 'https://developers.google.com/search/docs/appearance/structured-data/intro-structured-data' },
    { title: 'Video Transcripts and SEO', url: '/knowledge-base/video-transcripts' },
    { title: 'Google Business Profile Help', url: 'https://support.google.com/business/' },
    { title: 'Talk to Our Team', url: '/contact' },
  ],
};

export const timeSensitiveClaims = [
  timeSensitive({
    quote: 'Google generally shows video results only for such pages',
    checkedOn: '2026-11-25',
    source: sources.googleVideo,
  }),
  timeSensitive({
    quote: 'Search Console has a Video indexing report and a Video search type',
    checkedOn: '2026-11-26',
    source: sources.searchConsoleVideoIndexing,
  }),
];
