import type { LegalDocument } from '../types';

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  seoTitle: 'Terms of Service for Our Website and Tools | LA SEO Group',
  path: '/terms-of-service',
  description:
    'The rules for using the Los Angeles SEO Group website, free SEO tools and resources, including no ranking guarantees, liability limits and California law.',
  lastUpdated: '2026-11-01',
  intro:
    'These terms apply to everyone who visits or uses the Los Angeles SEO Group website, including its forms, free SEO analysis tool, quizzes and downloadable resources. By using the site, you agree to them. If you don\'t agree, please don\'t use the site. In these terms, "we", "us" and "our" mean Los Angeles SEO Group, of 1800 Century Park East, Suite 600, Los Angeles, CA 90067, and "you" means the person using the site or the business they represent. How we handle personal information is explained separately in our Privacy Policy.',
  sections: [
    {
      heading: 'Using our website',
      paragraphs: [
        'You may use this website to learn about search engine optimization and our services, to contact us and to use the free tools and resources we offer. If you use the site on behalf of a business, you confirm that you are allowed to act for that business.',
        'When you fill in a form, please give accurate information and only submit details about yourself, or about other people who have agreed to it. We may decline or delete submissions that appear to be false, automated or abusive.',
        'We work to keep the site accurate and available, but we may change, suspend or remove any part of it at any time, and the general information on the site may not always be complete or up to date.',
      ],
    },
    {
      heading: 'No guarantee of rankings or results',
      paragraphs: [
        'Nobody can guarantee a particular position in Google or any other search engine, and we don\'t. Search rankings and traffic depend on many things outside our control, including search engine algorithm updates, competitors\' activity, your website\'s history and technical set-up, your market and how quickly changes are put in place.',
        'Figures shown on this site, such as an average ROI of 1,800% and a 97% client retention rate, are historical averages drawn from our past clients. They describe past results, not a promise or forecast of what you will achieve. Case studies and testimonials reflect individual clients\' experiences, which may differ from yours.',
      ],
    },
    {
      heading: 'The free SEO analysis tool',
      paragraphs: [
        'Our free SEO analysis tool fetches the public web page at the address you enter and checks it on our server. Parts of the report are based on that page, while other parts are simulated or estimated to show the kind of findings a full audit covers. They are not measurements of your site.',
        'The report is for general information only. It is not a full audit or professional advice, and you should not make significant business decisions based on it alone. If you want a proper review of your site, ask us for a consultation.',
        'Only enter addresses of public pages that you own or are entitled to have analyzed, and don\'t use the tool to send repeated or automated requests to any website.',
      ],
    },
    {
      heading: 'Free resources, downloads and quizzes',
      paragraphs: [
        'We offer free guides, checklists, templates and other downloads. Unless a resource says otherwise, we give you a personal, non-exclusive, non-transferable license to download it and use it for your own personal use or for internal use within your business. You may adapt templates and checklists for that internal use, and you are welcome to share links to the pages where they are offered.',
        'You may not sell, resell, sublicense, republish or redistribute our resources, include them in a product or service you offer to others, or remove our name or copyright notices from them.',
        'Our quizzes are educational. Scores and suggestions are general guidance based on your answers, not a professional assessment of your website or business.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'The website and its content, including text, articles, graphics, images, logos, page designs, resources and software, belong to Los Angeles SEO Group or to the people who have licensed them to us, and are protected by copyright, trademark and other laws. "Los Angeles SEO Group" and our logos are our trademarks.',
        'Apart from the uses allowed by these terms, or by law, you may not copy, reproduce, modify or publish any part of the site without our written permission. Quoting a short passage with a link back to the original page is fine.',
        'If you send us suggestions or feedback about the site, we may use them without any obligation to you.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'Please use the site fairly and lawfully. Search engines and other well-behaved crawlers that follow our robots.txt file are welcome. When using the site, you must not:',
      ],
      list: [
        'Scrape, crawl or copy the site in a way that places an unreasonable load on it, ignores robots.txt or rate limits, or copies our content in bulk.',
        'Submit another person\'s name, email, phone number or other personal details without their permission, including adding report recipients who have not agreed to receive reports.',
        'Use our forms to send spam, advertising, phishing messages or other unsolicited content, or submit forms automatically.',
        'Use the free SEO analysis tool to attack, overload or probe other websites, or to reach pages that are not public.',
        'Try to access our staff dashboard, systems or data without permission, or test, bypass or interfere with the site\'s security.',
        'Upload or send viruses, malicious code or anything else that could harm the site or its users.',
        'Pretend to be someone else, or use the site for any unlawful, fraudulent or misleading purpose.',
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        'The site may link to other websites and services, such as social networks, partner sites or the map provider on our contact page. We don\'t control those sites and are not responsible for their content, availability or privacy practices. A link does not mean that we endorse the site, and your use of it is governed by its own terms and privacy policy.',
      ],
    },
    {
      heading: 'Our SEO services and pricing',
      paragraphs: [
        'Our SEO services are provided under a separate written service agreement between your business and Los Angeles SEO Group. Applying for a plan or sending an enquiry through the site does not create a client relationship or commit either of us to an engagement.',
        'Prices and plan details shown on the site are indicative and may change. The price, scope and terms of any engagement are those set out in your proposal and service agreement.',
        'Our 30-day satisfaction guarantee, and the 30 days\' notice needed to pause or cancel a service, are described in the service agreement, and it is the agreement that sets out how they apply. If anything in these terms conflicts with your service agreement, the service agreement takes priority for the services it covers.',
      ],
    },
    {
      heading: 'Disclaimers',
      paragraphs: [
        'The website, its content, free tools and resources are provided "as is" and "as available". To the fullest extent permitted by law, we make no warranties of any kind, whether express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy and non-infringement, and we do not promise that the site will be uninterrupted, error-free or free of viruses.',
        'Content on the site is general information about SEO and online marketing. It is not legal, financial or other professional advice, and it is not tailored to your circumstances.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the fullest extent permitted by law, Los Angeles SEO Group and its owners, employees and contractors will not be liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue, data, traffic, rankings or business opportunities, arising from your use of, or inability to use, the website, its free tools or its resources.',
        'To the fullest extent permitted by law, our total liability for any claim relating to the website, its free tools or its resources is limited to US $100. Liability for our paid services is governed by your service agreement.',
        'Nothing in these terms limits liability that cannot be limited by law, including liability for our own fraud, willful misconduct or violation of law.',
      ],
    },
    {
      heading: 'Indemnity',
      paragraphs: [
        'To the extent permitted by law, you agree to defend, indemnify and hold harmless Los Angeles SEO Group and its owners, employees and contractors against any claims, losses, damages and reasonable costs, including legal fees, that arise from your breach of these terms, your misuse of the website or its tools, or information you submit that you were not entitled to submit.',
      ],
    },
    {
      heading: 'Governing law and venue',
      paragraphs: [
        'These terms and any dispute relating to them or to your use of the website are governed by the laws of the State of California, without regard to its conflict-of-law rules.',
        'Any dispute will be heard only in the state or federal courts located in Los Angeles County, California, and you and we both agree to the jurisdiction of those courts. This does not take away any rights you have under consumer protection laws that cannot be waived by agreement.',
      ],
    },
    {
      heading: 'Changes to these terms and how to contact us',
      paragraphs: [
        'We may update these terms from time to time. When we do, we will change the "last updated" date at the top of this page. Changes apply from the date they are posted, and continuing to use the site after that means you accept the updated terms. Changes do not affect an existing service agreement unless both parties agree in writing.',
        'If any part of these terms is found to be unenforceable, the rest will continue to apply. If we don\'t enforce a term straight away, we can still enforce it later.',
        'Questions about these terms? Contact Los Angeles SEO Group by email at hello@losangelesseogroup.com, by phone on (213) 555-0142, or by post at 1800 Century Park East, Suite 600, Los Angeles, CA 90067.',
      ],
    },
  ],
};
