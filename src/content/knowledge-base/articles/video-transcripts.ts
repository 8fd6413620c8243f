import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'video-transcripts',
  title: 'Video Transcripts and Captions: Access, Search and Reuse',
  seoDescription:
    'Why captions and transcripts matter for local business videos: accessibility standards, search visibility, and turning one video into more useful content.',
  summary:
    'Why captions and transcripts matter for local business videos: accessibility standards, search visibility and turning one video into more content.',
  excerpt:
    'Captions and transcripts make your videos usable by more people, give search engines text they can read, and hand you a head start on blog posts, FAQs and social clips.',
  category: 'content-seo',
  categoryLabel: 'Content SEO',
  date: '2026-02-24',
  lastUpdated: '2026-08-05',
  author: { name: 'Tanvi Mehta', role: 'Social Media Manager' },
  coverImage: '/images/knowledge-base/video-transcripts.svg',
  content: [
    {
      title: 'Captions, Subtitles and Transcripts: What Is the Difference?',
      content: `These three terms get used interchangeably, but they are different things. Captions are synchronized text shown on the video that includes the spoken words and meaningful sounds, such as [phone ringing] or [upbeat music]. Closed captions can be turned on and off by the viewer; open captions are burned into the video image and always visible. Subtitles usually mean a translation of the dialogue into another language, and they typically assume the viewer can hear the audio.

A transcript is the full text of the video's audio, presented as a document rather than on screen. A good transcript includes who is speaking and notes important sounds and on-screen information, such as a phone number displayed on a title card. A descriptive transcript goes one step further and describes key visual information, which makes the video usable for people who are blind or have low vision.

Captions are usually delivered as a separate file, most commonly in SRT or WebVTT format, that video platforms and the HTML track element can load. Transcripts typically live on the web page below or next to the video. Most businesses benefit from having both: captions for people watching, and a transcript for people reading, skimming or searching.`,
      highlights: [
        'Captions include speech and meaningful sounds, synchronized with the video',
        'Subtitles usually translate dialogue for viewers who can hear',
        'Transcripts are the full text, usually published on the page',
      ],
      tips: [
        'Ask your video editor to export a WebVTT or SRT caption file with every final video',
        'Include speaker names and important on-screen text in transcripts',
      ],
    },
    {
      title: 'Accessibility: Who Captions Serve and What Standards Say',
      content: `Captions and transcripts make video usable for people who are deaf or hard of hearing, people in noisy places such as a bus on Wilshire, people watching with the sound off at work and people who understand written English better than spoken English. That is a large share of your potential customers, and it includes many people who do not think of themselves as having a disability.

The Web Content Accessibility Guidelines (WCAG), published by the W3C, are the standard most often used to judge web accessibility. Guideline 1.2, "Time-based Media," contains nine success criteria. At Level A, prerecorded video with audio needs captions, and prerecorded audio-only content such as a podcast needs a transcript. Level AA adds captions for live video and audio description for prerecorded video. Level AAA adds items such as sign language interpretation and extended audio description.

Web accessibility is also a legal concern in California, where businesses have faced lawsuits over inaccessible websites under the Americans with Disabilities Act and state law. Courts and settlements commonly point to WCAG 2.1 Level AA as the benchmark. We are not lawyers, and this is not legal advice, but captioning your videos is one of the simplest accessibility improvements you can make. The chart below shows how Guideline 1.2's success criteria are split across the three levels.`,
      highlights: [
        'Captions help deaf and hard-of-hearing viewers and anyone watching without sound',
        'WCAG Level A requires captions for prerecorded video with audio',
        'WCAG 2.1 Level AA is the benchmark most often cited in the US',
      ],
      tips: [
        'Caption every prerecorded video on your site and social channels, starting with your most viewed',
        'Provide a transcript for any audio-only content such as podcasts or recorded phone tips',
        'Ask a qualified attorney about your specific legal obligations',
      ],
      chartData: {
        type: 'bar',
        title: 'WCAG 2.1 time-based media success criteria by level',
        data: [
          { name: 'Level A', value: 3, color: '#1642c8' },
          { name: 'Level AA', value: 2, color: '#3374f6' },
          { name: 'Level AAA', value: 4, color: '#7c3aed' },
        ],
        note: 'Source: W3C Web Content Accessibility Guidelines (WCAG) 2.1, Guideline 1.2 Time-based Media (success criteria 1.2.1 to 1.2.9). The same criteria appear in WCAG 2.2.',
      },
    },
    {
      title: 'How Transcripts and Captions Help Search Visibility',
      content: `Search engines are much better at understanding video than they used to be, but text on a page remains the clearest signal of what the page is about. A transcript published on your page gives Google and Bing indexable text that can match the words people search, including the specific, long-tail questions you answer in the video. A three-minute video where a dentist explains what to do when a crown falls out contains dozens of useful phrases that are invisible to a text crawler if the page only has the video embed.

On YouTube, accurate captions help the platform and its viewers. YouTube creates automatic captions for many videos, but automatic captions often get names, neighborhoods and technical terms wrong. Uploading a corrected caption file, or editing the automatic one, makes your video easier to follow and makes sure terms like "Echo Park," "Invisalign" or "tankless water heater" appear correctly.

For videos on your own website, follow Google's video best practices: give each important video a dedicated watch page, use VideoObject structured data with a name, description, thumbnail and upload date, and let Google fetch the video file. Schema.org's VideoObject also has a transcript property. Google does not list it among its required or recommended properties, so treat the visible transcript on the page as what matters most.`,
      highlights: [
        'A transcript turns spoken content into indexable text',
        'Correct automatic captions on YouTube, especially names and places',
        'Pair transcripts with VideoObject structured data and a dedicated watch page',
      ],
      tips: [
        'Publish the transcript as HTML text on the page, not as a PDF or image',
        'Review YouTube automatic captions for every business, product and neighborhood name',
      ],
    },
    {
      title: 'Repurposing One Video Into Many Pieces of Content',
      content: `A transcript is a first draft of much more content. Once you have the text of a 10-minute interview with your owner or lead technician, you can turn it into a blog post, a set of FAQ answers for a service page, a few short social captions, an email newsletter item and quotes for your Google Business Profile posts. This is one of the most efficient ways for a small business to produce content that sounds like you and reflects real experience.

Do not just paste the raw transcript and call it a blog post. Spoken language is repetitive and loosely structured. Edit it into a clear article with headings, a direct answer at the top and links to the relevant service page. Keep the original video embedded at the top of the post so people can watch or read.

Short clips work the same way. Pull the three or four strongest 20- to 45-second moments from a longer video, add open captions so they work with the sound off, and post them to Instagram, TikTok, YouTube Shorts and Facebook. Each clip can point back to the full video or to a page on your site.`,
      highlights: [
        'One transcript can feed blog posts, FAQs, emails and social posts',
        'Edit spoken transcripts into structured articles',
        'Short captioned clips extend the life of a long video',
      ],
      tips: [
        'Record one 10-minute expert Q&A each month and plan three pieces of content from it',
        'Add open captions to every short social clip, since many people scroll with sound off',
      ],
    },
    {
      title: 'A Simple Workflow for Small Teams',
      content: `Start with an automatic transcript from your editing software, YouTube or a transcription service, then have someone who knows your business proofread it. Plan on a careful review taking at least as long as the video itself, and longer for technical or multi-speaker content. Check names, prices, addresses, phone numbers and industry terms, and add speaker labels and sound descriptions.

Upload the corrected caption file to YouTube and any other platform you use, and load it on your own site with the video player's caption settings or an HTML track element. Publish the edited transcript on the page below the video, either fully visible or in an expandable section that is still in the page's HTML.

For Los Angeles businesses serving Spanish-speaking customers, consider Spanish captions or a Spanish version of key videos. Have a fluent speaker review machine translations, especially for medical, legal or financial content, where a mistranslation can cause real harm. Finally, add captioning to your video checklist so it happens every time rather than when someone remembers.`,
      highlights: [
        'Automatic transcripts are a starting point, not a finished product',
        'Upload caption files everywhere the video appears',
        'Spanish captions can serve a large part of the LA market',
      ],
      tips: [
        'Add "captions reviewed" and "transcript published" to your video publishing checklist',
        'Have a fluent speaker review any machine-translated captions before publishing',
        'Keep all caption files in one shared folder named to match each video',
      ],
    },
  ],
  resources: [
    { title: 'Video SEO best practices (Google)', url: 'https://developers.google.com/search/docs/appearance/video' },
    { title: 'Video SEO strategy', url: '/knowledge-base/video-seo-strategy' },
    { title: 'Social media and SEO', url: '/knowledge-base/social-seo' },
    { title: 'Content depth', url: '/knowledge-base/content-depth' },
  ],
};
