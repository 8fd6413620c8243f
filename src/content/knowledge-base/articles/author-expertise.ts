import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'author-expertise',
  title: 'Showing Author Expertise: Bios, Credentials and E-E-A-T',
  seoDescription:
    'How local businesses can show real expertise online with author bios, verifiable credentials and first-hand experience, especially in YMYL fields like law.',
  summary:
    'How local businesses can show real expertise online with author bios, verifiable credentials and first-hand experience, especially in YMYL fields.',
  excerpt:
    'Searchers and search engines both want to know who is behind the advice on your website. Here is how a Los Angeles dentist, lawyer, contractor or accountant can make that obvious and verifiable.',
  category: 'content-seo',
  categoryLabel: 'Content SEO',
  date: '2025-03-18',
  lastUpdated: '2026-02-10',
  author: { name: 'Marisol Avila', role: 'CEO' },
  coverImage: '/images/knowledge-base/author-expertise.svg',
  content: [
    {
      title: 'What E-E-A-T Means and Why It Matters for Local Businesses',
      content: `E-E-A-T stands for Experience, Expertise, Authoritativeness and Trust. The term comes from Google's Search Quality Rater Guidelines, the handbook Google gives to the people who evaluate search results so it can check whether its ranking systems are doing a good job. Google added the first "E" for Experience in late 2022, recognizing that someone who has actually done a thing, like repaired a slab leak or gone through a green card interview, often has something useful to say even without a formal title.

It helps to be precise about what E-E-A-T is and is not. It is not a single score, and there is no E-E-A-T setting you can switch on. Raters do not change the ranking of your individual pages. What Google has said is that its systems look for a mix of signals that line up with what people recognize as experienced, expert, authoritative and trustworthy content. The guidelines also say Trust is the most important part of the family: a page can be written by an expert and still be untrustworthy if it is misleading or hides who is responsible for it.

For a local business, this is good news. You already have the raw material: licensed professionals, years of jobs completed, real photos from real work and a physical address in Los Angeles. Most small business websites simply fail to show it. A blog post signed "Admin" with a stock photo tells a visitor nothing, while the same post signed by the dentist who treats patients every day, with a link to her license lookup, tells them a great deal.`,
      highlights: [
        'E-E-A-T comes from Google\'s Search Quality Rater Guidelines, not from a ranking setting',
        'Trust is the most important part of E-E-A-T',
        'Experience was added in 2022 to value first-hand knowledge',
      ],
      tips: [
        'Replace every "Admin" or "Staff" byline with the real person who wrote or reviewed the content',
        'Read Google\'s "Creating helpful, reliable, people-first content" page once with your own site open next to it',
      ],
    },
    {
      title: 'YMYL Topics Raise the Bar',
      content: `Some topics get extra scrutiny. The rater guidelines call them "Your Money or Your Life" (YMYL) topics: subjects that could significantly affect a person's health, financial stability, safety or the welfare of society. For a local business, that covers a lot of ground. A dental implant page, an article on filing for divorce in California, advice on whether a tax debt can be settled, a guide to electrical panel upgrades and a post about medication for pets all fall into YMYL territory.

On these topics, the guidelines ask raters to expect a high level of expertise and trust, and to rate inaccurate or unsupported content harshly. In practical terms, your content should be written or reviewed by someone qualified to give that advice, it should be accurate as of today, and it should be clear about its limits. A personal injury firm can explain how California's statute of limitations generally works, but it should also say that every case is different and invite readers to talk to an attorney.

Not everything on a YMYL business's site is high stakes. A restaurant's post about its new patio is low risk. A post about food allergies is not. Sort your pages by how much harm a mistake could cause and put your review effort where it counts.`,
      highlights: [
        'YMYL covers health, money, safety and legal topics',
        'Dentists, doctors, lawyers, financial advisers and many contractors publish YMYL content',
        'The higher the stakes, the more review and sourcing a page needs',
      ],
      tips: [
        'Tag each page on your site as high, medium or low stakes and schedule a professional review of the high-stakes ones first',
        'Add a "Medically reviewed by" or "Legally reviewed by" line with the reviewer\'s name, credential and review date',
        'Link to primary sources such as the Dental Board of California, the State Bar of California or IRS pages when you cite rules',
      ],
    },
    {
      title: 'Writing Author Bios and Pages That Prove Something',
      content: `A good author bio answers three questions quickly: who is this person, why are they qualified to write about this topic, and how can I verify it. Put a short version (two or three sentences with a photo) on each article, and link it to a full author page. The full page can cover education, licenses, years in practice, professional memberships, areas of focus and anything the person has published or been quoted in.

Make the credentials checkable. California makes this easy for many trades and professions. Attorneys can be looked up on the State Bar of California website, dentists and physicians through the state's license lookup tools, and contractors through the Contractors State License Board. California also generally requires licensed contractors to include their license number in advertising, so showing it on your site is both a trust signal and good compliance. Link to the public lookup page instead of just typing the number.

Avoid inflated claims. "Best dentist in LA" proves nothing and can undermine trust. "Board-certified periodontist, 14 years in practice in Koreatown, member of the American Academy of Periodontology" is specific and checkable. If a person has a LinkedIn profile, a university faculty page or a professional association listing, link to it from the author page.

On the technical side, mark up articles with schema.org Article structured data that names the author, and use Person markup on author pages with properties such as jobTitle, worksFor and sameAs pointing to profiles that confirm the person's identity. Markup does not replace visible information; it simply helps search engines connect the dots you already show to readers.`,
      highlights: [
        'Every article needs a named author with a short bio and a link to a full author page',
        'Link to public license lookups so readers can verify credentials',
        'Specific, checkable facts beat superlatives',
      ],
      tips: [
        'Create one author page per person who writes or reviews content, with a real headshot taken in your office or on a job',
        'Add Person structured data with sameAs links to the State Bar, CSLB, LinkedIn or association profiles',
      ],
    },
    {
      title: 'Showing First-Hand Experience in the Content Itself',
      content: `Bios establish who the author is, but the content itself has to show experience too. Google's guidance on helpful content asks whether a page demonstrates first-hand expertise and depth of knowledge, for example expertise that comes from having actually used a product or service or visited a place. A generic article that could have been written by anyone about anywhere does not show that.

The fix is to write from your own work. A plumber in the San Fernando Valley can explain why galvanized pipes in 1950s ranch homes tend to fail and show photos from a real repipe. A Westside family law attorney can walk through what the first meeting actually looks like in their office. A restaurant can describe how it sources its tortillas and who makes them. Include original photos, short case examples with client permission and details only someone who does the work would know, like the permit office wait times or which parts fail first in the LA heat.

If you use AI tools or outside writers to help draft content, that is fine as long as the result is accurate, helpful and reviewed by your expert. Google's guidance suggests being transparent about how content was produced where readers would reasonably expect it. What matters most is that a qualified person stands behind what is published.

The pie chart below shows one illustrative way a small YMYL practice might spend its first 20 hours on this work. Notice how much time goes to reviewing and improving what already exists rather than writing new posts.`,
      highlights: [
        'Original photos, real examples and local details show experience',
        'AI-assisted or ghostwritten drafts still need review by a qualified person',
        'Improving existing pages often beats publishing new ones',
      ],
      tips: [
        'Ask each expert on your team for three stories from recent jobs or cases (anonymized) and build them into your service pages',
        'Swap stock images for photos of your actual team, office and completed work',
        'Record a 15-minute interview with your expert and turn it into an article they then review and sign',
      ],
      chartData: {
        type: 'pie',
        title: 'Where a small YMYL practice might spend its first 20 hours',
        unit: 'hours',
        data: [
          { name: 'Reviewing and updating existing pages', value: 6, color: '#1642c8' },
          { name: 'Author bios and author pages', value: 5, color: '#3374f6' },
          { name: 'Adding original photos and case examples', value: 4, color: '#fb9a24' },
          { name: 'Bylines and structured data', value: 3, color: '#15803d' },
          { name: 'Linking credentials and sources', value: 2, color: '#7c3aed' },
        ],
        note: 'Illustrative example: a sample time budget for a small dental or law practice, not measured data.',
      },
    },
    {
      title: 'Building Trust Signals Across the Whole Site',
      content: `E-E-A-T is not only about articles. Visitors judge trust from the whole website, and the rater guidelines ask raters to look at who is responsible for a site and what its reputation is. Make sure your About page explains who owns the business, how long it has operated and where it is located. Your contact page should list a real phone number, a physical address that matches your Google Business Profile and your hours.

Reputation lives off your site too. Reviews on your Google Business Profile, mentions in local news, listings with professional associations and a clean record with licensing boards all shape how people perceive you. Respond to reviews professionally, including negative ones, and never buy or fake them; fake reviews violate Google's policies and the Federal Trade Commission's rule on consumer reviews.

Finally, keep content current. Add a "Last updated" date to important pages and actually update them when laws, prices or procedures change. A 2019 article about California tax rules that was never revisited is a trust problem, even if it was accurate when written. Set a review calendar so your high-stakes pages get checked at least once a year.`,
      highlights: [
        'Clear ownership, address and contact details support trust',
        'Reviews and third-party mentions shape reputation',
        'Dated, regularly reviewed content signals care and accuracy',
      ],
      tips: [
        'Make sure your name, address and phone number match exactly across your site and Google Business Profile',
        'Put a yearly review date on the calendar for every YMYL page and record who reviewed it',
      ],
    },
  ],
  resources: [
    { title: 'Creating helpful, reliable, people-first content (Google)', url: 'https://developers.google.com/search/docs/fundamentals/creating-helpful-content' },
    { title: 'Intro to structured data (Google)', url: 'https://developers.google.com/search/docs/appearance/structured-data/intro-structured-data' },
    { title: 'Content quality signals', url: '/knowledge-base/content-quality-signals' },
    { title: 'Entity SEO for local businesses', url: '/knowledge-base/entity-seo' },
    { title: 'Talk to our team', url: '/contact' },
  ],
};
