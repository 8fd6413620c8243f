import type { LegalDocument } from '../types';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  path: '/privacy-policy',
  description:
    'How Los Angeles SEO Group collects, uses, stores and protects the details you send through our forms, and how to use your California privacy rights.',
  lastUpdated: '2026-11-01',
  intro:
    'This policy explains what information Los Angeles SEO Group collects through this website, why we collect it, where it is kept, who else handles it and what choices you have. We have tried to write it in plain English and to describe exactly what the site does. The short version: we only collect what you type into our forms plus a few details about how you reached us, we use it to reply to you and to run the services you ask for, and we do not sell or share your personal information for advertising.',
  sections: [
    {
      heading: 'Who we are and what this policy covers',
      paragraphs: [
        'Los Angeles SEO Group is a search engine optimization agency based at 1800 Century Park East, Suite 600, Los Angeles, CA 90067. In this policy, "we", "us" and "our" mean Los Angeles SEO Group, and "you" means anyone who visits or uses this website.',
        'This policy covers information collected through this website, including its forms, its free SEO analysis tool and the storage it uses in your browser. If you become a client, the way we handle information as part of that work is also set out in your service agreement.',
      ],
    },
    {
      heading: 'Information you give us',
      paragraphs: [
        'The personal information we collect is what you choose to enter into our forms, together with the submission details described in the next section. Fields marked as optional can be left blank. Depending on the form you use, we collect the details listed below.',
        'The contact form works in two steps. Your name, email and phone number are saved as soon as you press Continue, even if you don\'t go on to finish the second step. We treat that as an enquiry and may reply to it; if you would rather we didn\'t, tell us and we will delete it.',
        'If you add extra recipients to a weekly SEO report, please only add people who have agreed to receive it. Anyone added can ask us to remove their address at any time.',
      ],
      list: [
        'Free consultation pop-up: your name and email, and optionally your phone number and website.',
        'Contact form: your name, email and optionally your phone number (step one), then your website and your message (step two).',
        'Newsletter sign-up: your email address only.',
        'Weekly SEO report scheduler: your full name, email, phone number, company name, the day you want the report, any extra recipient email addresses and the website to report on.',
        'Plan application and onboarding form: your business name, website, contact name, email, phone number, current traffic range, competitors, goals, target audience and any additional information you choose to add.',
        'Free SEO analysis tool: the web address (URL) you enter.',
      ],
    },
    {
      heading: 'Information recorded with your submission',
      paragraphs: [
        'Whenever you send one of our forms, the site also records three pieces of context with it: the page of our site you sent it from, the page that referred you to our site (if your browser provides it), and any UTM campaign parameters that were in the address of the first page of your visit, such as utm_source or utm_campaign. This tells us which pages and campaigns lead to enquiries.',
        'When you use the free SEO analysis tool, our server fetches the public page at the address you entered in order to analyze it. The request to that page comes from our server, not from your browser. Please only enter addresses of public pages, and don\'t enter links that contain private access codes or personal details.',
        'The site does not load analytics or advertising scripts from other companies, and we do not build profiles of visitors across other websites.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: [
        'We use the information described above only for the purposes listed below.',
        'Our staff view enquiries and sign-ups in a password-protected dashboard that only authorized team members can sign in to. We do not use your information for automated decisions that have legal or similarly significant effects on you.',
      ],
      list: [
        'To reply to your enquiries and consultation requests.',
        'To prepare proposals and onboard you if you apply for one of our plans.',
        'To send you the newsletter and the SEO reports you have asked for.',
        'To run the free SEO analysis you request.',
        'To understand which pages and campaigns bring us enquiries, so we can improve the site.',
        'To keep the site and our records secure, and to meet our legal obligations.',
      ],
    },
    {
      heading: 'Where your information is stored and who we share it with',
      paragraphs: [
        'Form submissions are stored with a hosted database provider, Supabase, on servers in the United States. When a new submission arrives, a notification email to our staff may be sent through an email delivery provider. The provider that hosts our website also processes requests to the site in order to deliver it. These companies act as our service providers: they handle the information on our behalf and only for the purpose of providing their service to us.',
        'We do not sell your personal information, and we do not share it for cross-context behavioral advertising (advertising targeted at you based on your activity across other businesses\' websites and apps). We also do not disclose it to other companies for their own direct marketing, which is what California\'s "Shine the Light" law (Civil Code section 1798.83) lets you ask about.',
        'We may disclose information if the law requires it, for example in response to a valid court order, or where it is necessary to protect our rights, our clients or the safety of others. If our business is ever merged or sold, the information may pass to the new owner, who would have to continue to protect it as described in this policy.',
      ],
    },
    {
      heading: 'Cookies and browser storage',
      paragraphs: [
        'This site does not use advertising cookies or third-party tracking cookies, and it does not load scripts or fonts from other companies. To make the site work, it keeps a few small items in your browser\'s local storage and session storage. You can clear them at any time through your browser settings; the site will still work, though the consultation pop-up may appear again and saved onboarding progress will be lost.',
        'The map on our contact page is not loaded until you click to load it. At that point your browser connects to the map provider, which receives information such as your IP address, and that provider\'s own privacy policy applies.',
        'Because we do not track visitors across other websites, "Do Not Track" browser signals do not change how the site behaves. If your browser sends a Global Privacy Control signal, we treat it as a request to opt out of the sale or sharing of your personal information, which we don\'t do in any case.',
      ],
      list: [
        'pageVisitCount (local storage): a simple count of the pages you have visited on this site.',
        'hasSeenLeadModal (local storage): remembers whether the free consultation pop-up has already been shown to you, so it isn\'t shown again.',
        'seoOnboardingData (local storage): saves your progress on the onboarding form so you don\'t lose it. It is removed when you submit the form or after 24 hours. On a shared computer, submit the form or clear your browser storage when you finish.',
        'formSubmitted (session storage): lets the site show you the thank-you page after you send a form. Session storage is cleared when you close the tab.',
        'Staff sign-in token (staff only): when a team member signs in to our dashboard, the sign-in token is kept in local storage if they tick "Remember me", and in session storage otherwise.',
      ],
    },
    {
      heading: 'How long we keep your information',
      paragraphs: [
        'We keep enquiries, consultation requests and plan applications for up to 24 months after our last contact with you, unless you become a client and the client relationship requires us to keep them longer, for example to deliver the work, keep business records or meet legal obligations.',
        'We keep your newsletter sign-up until you unsubscribe. You can unsubscribe at any time by using the unsubscribe link in the newsletter or by emailing us. Weekly SEO report details are kept while you continue to receive the reports, and are then treated like an enquiry.',
        'When information is no longer needed, we delete it or make sure it can no longer identify you.',
      ],
    },
    {
      heading: 'How we protect your information',
      paragraphs: [
        'We use reasonable technical and organizational measures to protect the information we hold. These include encrypted (HTTPS) connections between your browser and our site, a password-protected staff dashboard, access limited to team members who need the information for their work, and reputable hosting and database providers.',
        'No website or storage system is completely secure, so we cannot guarantee absolute security. If a security breach affects your personal information, we will notify you as required by law.',
      ],
    },
    {
      heading: 'Your California privacy rights',
      paragraphs: [
        'If you live in California, the California Consumer Privacy Act, as amended by the California Privacy Rights Act (together, the "CCPA"), gives you rights over your personal information. We honor the requests listed below from California residents, and explain how to make one in the next section.',
        'Our forms do not ask for sensitive personal information such as Social Security numbers, financial account details, precise location or health information, and we do not use or disclose sensitive personal information to infer characteristics about you. Please don\'t include such details in free-text fields like your message.',
      ],
      list: [
        'Right to know: you can ask what personal information we have collected about you, where it came from, why we use it and who we have disclosed it to, and ask for a copy of it.',
        'Right to delete: you can ask us to delete the personal information we collected from you. We will do so, and tell our service providers to do so, unless an exception in the law applies, such as where we need it to complete work you asked for or to meet a legal obligation.',
        'Right to correct: you can ask us to correct personal information about you that is inaccurate.',
        'Right to opt out of sale or sharing: you can tell us not to sell or share your personal information. We do not sell or share it, but you may still make this request.',
        'Right to limit use of sensitive personal information: you can ask us to limit how we use sensitive personal information. As explained above, we do not ask for it through our forms or use it for purposes that this right covers.',
        'Right to non-discrimination: we will not deny you service, charge you a different price or give you a different quality of service because you used any of these rights.',
      ],
    },
    {
      heading: 'How to make a privacy request',
      paragraphs: [
        'To make a request, email us at hello@losangelesseogroup.com with "Privacy request" in the subject line, call us on (213) 555-0142, or write to us at 1800 Century Park East, Suite 600, Los Angeles, CA 90067. Requests are free of charge.',
        'To protect you, we need to confirm that a request really comes from you before we act on it. We will usually do this by asking you to confirm the request from the email address you used with us, or to give details that match what we hold, such as which form you used and roughly when. We only use the information you give us for verification to verify your request.',
        'You can ask an authorized agent to make a request for you. We will ask the agent for your signed permission, and we may ask you to verify your identity directly with us or to confirm that you gave the agent permission, unless the agent holds a power of attorney under the California Probate Code.',
        'We will confirm that we have received your request within 10 business days and respond within 45 calendar days. If we need more time, we may take up to another 45 days; if so, we will tell you why within the first 45 days.',
      ],
    },
    {
      heading: 'Children\'s privacy',
      paragraphs: [
        'This website is meant for businesses and is not directed at children under 16. We do not knowingly collect personal information from anyone under 16. If you believe a child has sent us their information, please contact us and we will delete it.',
      ],
    },
    {
      heading: 'Visitors from outside the United States',
      paragraphs: [
        'We are based in the United States, and the information you send us is stored and processed in the United States. Privacy laws there may differ from those where you live. If you use the site from outside the United States, please be aware that your information will be handled in the United States as described in this policy.',
        'If the law where you live gives you additional privacy rights, contact us and we will respond to your request in line with the law that applies.',
      ],
    },
    {
      heading: 'Changes to this policy and how to contact us',
      paragraphs: [
        'We may update this policy when the site or the law changes. When we do, we will change the "last updated" date at the top of this page. If we make a significant change to how we use personal information, we will say so clearly on the site before the change takes effect.',
        'If you have any questions about this policy or how we handle your information, contact Los Angeles SEO Group by email at hello@losangelesseogroup.com, by phone on (213) 555-0142, or by post at 1800 Century Park East, Suite 600, Los Angeles, CA 90067.',
      ],
    },
  ],
};
