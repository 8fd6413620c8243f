import { sources } from '../../sources';
import { timeSensitive } from '../../time-sensitive';
import type { KnowledgeArticle } from '../types';

export const article: KnowledgeArticle = {
  id: 'security-seo',
  title: 'Website Security and SEO: HTTPS, Hacks and Malware Warnings',
  seoDescription:
    'How HTTPS, hacked content, spam injection and malware warnings affect search visibility, and the steps to take to recover a compromised small business site.',
  summary:
    'How HTTPS, hacked content, spam injection and malware warnings affect search visibility, and the steps to recover a compromised small business site.',
  excerpt:
    'A hacked website can lose its search traffic and its customers\' trust in a matter of days. Here is how to prevent it, spot it early and recover properly.',
  category: 'technical-seo',
  categoryLabel: 'Technical SEO',
  date: '2025-05-07',
  lastUpdated: '2026-02-10',
  author: { name: 'Kenji Watanabe', role: 'CTO' },
  coverImage: '/images/knowledge-base/security-seo.svg',
  content: [
    {
      title: 'Why Security Is an SEO Issue',
      content: `Most owners think of website security as an IT problem, but for a local business it is also a search problem. Google wants to send people to pages that are safe to visit. When a site is serving malware, redirecting visitors to scam pages or hosting thousands of injected spam pages, Google can show warnings in search results, Chrome can display a full-screen red warning before the page loads, and rankings for your real pages can suffer while the problem lasts.

The direct ranking effect of security is small in normal times. HTTPS is a lightweight ranking signal, and Google treats it as one part of page experience. The big impact comes when something goes wrong. A dental practice whose site starts redirecting mobile visitors to a fake pharmacy will lose calls immediately, long before any ranking change shows up, because patients see a warning or land somewhere alarming.

Small business sites are attractive targets precisely because they are rarely watched closely. Attackers use automated tools to find outdated WordPress plugins, weak admin passwords and abandoned test installs, then use the site's reputation to host spam or spread malware. The attack is rarely personal, which is why basic hygiene prevents most of it.`,
      highlights: [
        'HTTPS is a lightweight ranking signal and part of page experience',
        'Malware and hacked content can trigger browser and search warnings',
        'Most attacks are automated and exploit outdated software',
      ],
      tips: [
        'Treat website updates as routine maintenance, like servicing a company vehicle',
        'Make sure at least two people can log in to your hosting account and Search Console',
      ],
    },
    {
      title: 'HTTPS Done Right',
      content: `Every page on your site should load over HTTPS, including the contact form, blog and any landing pages built years ago. Chrome labels plain HTTP pages as "Not secure," which is exactly the wrong message next to a form asking for a patient's phone number or a client's case details. Certificates are free from most hosts and from Let's Encrypt, so cost is no longer a reason to skip it.

Installing the certificate is only half the job. Set up permanent 301 redirects from every HTTP URL to its HTTPS version, and pick one hostname, with or without "www," so there is one canonical version of each page. Update internal links, canonical tags and your XML sitemap to use the HTTPS addresses, and fix "mixed content," where a secure page loads images or scripts over HTTP.

After the move, check that the HTTPS version is the one Google indexes. The URL Inspection tool in Search Console shows the Google-selected canonical for a page. Also confirm your certificate renews automatically; an expired certificate produces a browser error that stops visitors just as effectively as a hack. Once everything is stable, your developer can consider HSTS, which tells browsers to always use HTTPS for your domain.`,
      highlights: [
        'Chrome marks HTTP pages as Not secure',
        'Redirect every HTTP URL to one HTTPS version with 301s',
        'Expired certificates block visitors as effectively as hacks',
      ],
      tips: [
        'Crawl your site after switching to HTTPS and fix every mixed-content warning',
        'Set a calendar reminder a week before your certificate\'s expiry date to confirm auto-renewal worked',
        'Submit the HTTPS version of your XML sitemap in Search Console',
      ],
    },
    {
      title: 'How Hacks Show Up: Spam Injection, Redirects and Malware',
      content: `Many hacks are designed to stay invisible to the owner. In a typical spam injection attack, the attacker adds thousands of pages selling counterfeit goods or pharmaceuticals, often in Japanese or other languages, to a folder on your site. Your homepage looks normal, but a site: search in Google reveals strange titles under your domain. Other attacks insert hidden links into your existing pages or show different content to Googlebot than to human visitors, which is called cloaking.

Redirect hacks are another common pattern. The site looks fine when you type the address directly, but visitors who arrive from Google on a phone are sent to a scam or adult site. Because owners rarely reach their own site through search on mobile, these can run for weeks before a customer mentions it.

Malware infections load harmful scripts or downloads. When Google's Safe Browsing systems detect malware or phishing, Chrome and other browsers that use Safe Browsing can show a warning before the page opens, and Search Console's Security Issues report lists the problem. Google's spam policies also name hacked content directly, and a badly compromised site can receive a manual action until it is cleaned.`,
      highlights: [
        'Injected spam pages often hide in folders the owner never visits',
        'Mobile-only redirects from search results are easy to miss',
        'Search Console\'s Security Issues report lists detected problems',
      ],
      tips: [
        'Search site:yourdomain.com in Google monthly and scan for titles you did not write',
        'Occasionally tap through to your site from Google results on a phone, not just a desktop',
      ],
    },
    {
      title: 'Recovering a Hacked Site Step by Step',
      content: `First, contain the damage. Tell your host, take a full backup of the current state for investigation, and change every password: hosting, database, CMS admin accounts, FTP or SFTP, and the email accounts tied to them. Remove admin users you do not recognize. If your host offers a maintenance mode or a temporary static page, use it while you work, so customers are not exposed.

Second, find how the attacker got in and remove everything they added. Restoring a clean backup from before the infection is often fastest, but only if you then patch the hole, usually an outdated plugin, theme or weak password; otherwise the same attack returns within days. Check for injected files, unfamiliar scheduled tasks, altered .htaccess rules and new users. Many owners hire a specialist for this step, which is money well spent compared with losing weeks of leads.

Third, tell Google. In Search Console, review the Security Issues and Manual Actions reports, then use "Request Review" once every issue is fixed, describing what you cleaned and how you closed the entry point. Remove injected spam URLs so they return 404 or 410, and do not redirect them to your homepage. Google says review times vary; malware reviews can be quick, while hacked spam reviews can take longer.`,
      highlights: [
        'Change every related password before cleaning',
        'Restoring a backup fails if the entry point stays open',
        'Request a review in Search Console only after all issues are fixed',
      ],
      tips: [
        'Keep at least 30 days of off-site backups so a clean version is available',
        'Let injected spam URLs return 404 or 410 rather than redirecting them',
        'Write down what happened and what you changed, for the review request and for next time',
      ],
      chartData: {
        type: 'line',
        title: 'Weekly organic clicks before, during and after a hack',
        unit: 'clicks',
        data: [
          { name: 'Week 1 (normal)', value: 410, color: '#1642c8' },
          { name: 'Week 2 (hack begins)', value: 380, color: '#1642c8' },
          { name: 'Week 3 (warning shown)', value: 120, color: '#be123c' },
          { name: 'Week 4 (cleaned, review requested)', value: 140, color: '#fb9a24' },
          { name: 'Week 6 (warning removed)', value: 330, color: '#15803d' },
          { name: 'Week 8', value: 400, color: '#15803d' },
        ],
        note: 'Illustrative example: a hypothetical local business site. Real impact and recovery time vary with the type of hack, how quickly it is found and how thoroughly it is cleaned.',
      },
    },
    {
      title: 'Prevention Habits That Protect Rankings',
      content: `Prevention for a small business site is mostly routine. Keep your CMS core, plugins and theme updated, and delete plugins and themes you no longer use, since inactive code can still be exploited. Use strong unique passwords with a password manager, turn on two-factor authentication for admin and hosting accounts, and give staff and contractors their own logins with only the permissions they need, removing them when the work ends.

Choose hosting that includes automatic backups, malware scanning and a web application firewall, or add them through a reputable security service. Verify your site in Google Search Console and make sure the notification emails reach someone who will read them. Bing Webmaster Tools is worth adding too, since it reports its own crawl and security findings.

Finally, watch for early signs. A sudden spike of indexed pages in Search Console's Page indexing report, unfamiliar queries in the Performance report, customers mentioning strange pop-ups, or your host warning about unusual traffic all deserve a same-day look. Catching a problem in the first days usually means no browser warning, no lost rankings and a much cheaper cleanup.

Write the essentials down in a one-page incident plan: who manages the hosting, where backups live, who has admin access, which security specialist to call and where the Search Console login is kept. When a problem appears on a busy Friday afternoon, that page saves hours of searching for passwords while the site keeps serving spam to your customers.`,
      highlights: [
        'Updates, two-factor login and backups prevent most hacks',
        'Search Console alerts only help if someone reads them',
        'A sudden jump in indexed pages is a classic warning sign',
      ],
      tips: [
        'Schedule a monthly 15-minute check of updates, users and Search Console reports',
        'Remove former employees\' and agencies\' logins the day their access should end',
      ],
    },
  ],
  resources: [
    { title: 'Google Search Essentials', url: 'https://developers.google.com/search/docs/essentials' },
    { title: 'Google spam policies (including hacked content)', url: 'https://developers.google.com/search/docs/essentials/spam-policies' },
    { title: 'Google Search Console', url: 'https://search.google.com/search-console/about' },
    { title: 'Page experience and Core Web Vitals', url: '/knowledge-base/page-experience' },
    { title: 'Website SEO SOP', url: '/resources/website-seo-sop' },
  ],
};

/** Dated claims of this module (docs/requirements/claims-and-sources.md): re-read each source when the guard names it. */
export const timeSensitiveClaims = [
  timeSensitive({
    quote: 'The URL Inspection tool in Search Console shows the Google-selected canonical',
    checkedOn: '2026-11-26',
    source: sources.searchConsoleUrlInspection,
  }),
];
