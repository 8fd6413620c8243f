import { fullAddress, site, tollFreePhone } from '../site';
import { timeSensitive } from '../time-sensitive';
import type { LegalDocument } from '../types';
import { NOTICE_AT_COLLECTION_ID } from './notice-at-collection';

/** The section covering the preceding 12 months, which Civil Code 1798.130(a)(5) asks to be updated at least every 12 months. */
const PAST_YEAR_ID = 'past-12-months';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  seoTitle: 'Privacy Policy: How We Handle Your Details | LA SEO Group',
  path: '/privacy-policy',
  description:
    'How Los Angeles SEO Group collects, uses, stores and protects the details you send through our forms, and how you can use your California privacy rights.',
  lastUpdated: '2026-12-07',
  intro:
    'This policy explains what information Los Angeles SEO Group collects through this website, why we collect it, where it is kept, who else handles it and what choices you have. We have tried to write it in plain English and to describe exactly what the site does. The short version: we only collect what you type into our forms, a few details about how you reached us, one check of the public page of any website you give us and, only to stop abuse of the forms, your IP address; we use it to reply to you and to run the services you ask for, and we do not sell or share your personal information. The notice at collection below sums up what we collect, why and for how long.',
  sections: [
    {
      heading: 'Who we are and what this policy covers',
      paragraphs: [
        `Los Angeles SEO Group is a search engine optimization agency based at ${fullAddress}. In this policy, "we", "us" and "our" mean Los Angeles SEO Group, and "you" means anyone who visits or uses this website.`,
        'This policy covers information collected through this website, including its forms, its free SEO analysis tool and the storage it uses in your browser, and the privacy requests you make by phone, e-mail or mail. If you become a client, the way we handle information as part of that work is also set out in your service agreement.',
      ],
    },
    {
      id: NOTICE_AT_COLLECTION_ID,
      heading: 'Notice at collection',
      paragraphs: [
        'This is our notice at collection under the California Consumer Privacy Act. It lists the categories of personal information we collect through this website, using the categories of the law, what we use each one for, and how long we keep it. We do not sell or share any of them, and we collect no sensitive personal information on purpose. The sections after it explain each point in more detail.',
      ],
      list: [
        'Identifiers: your name, e-mail address and phone number from our forms, any e-mail addresses you add as report recipients, and your IP address. Used to reply to you, to deliver what you asked for and to keep our forms safe from abuse. Form details are kept for up to 24 months after our last contact with you (longer for clients, as their agreement requires; newsletter addresses until you unsubscribe). The IP addresses our database records to count recent submissions are deleted after that count\'s time window (ten minutes for most forms, a day for new weekly report recipients) has passed, as later forms arrive. A booked call keeps the IP address it was booked from (for an IPv6 address, its network) until the call\'s time has passed, to limit how many calls one network can hold, and it is then cleared as later bookings arrive. A sign-in attempt to our staff dashboard keeps its IP address until it is at least a day old and a team member next signs in; an address that signed in successfully is remembered for 30 days after its last sign-in. Our website host also sees your IP address with each request, in order to deliver the page. Not sold or shared.',
        'Personal information categories listed in Civil Code section 1798.80(e) (customer records): your name and phone number. Used and kept as the identifiers above. Not sold or shared.',
        'Commercial information: the services and plans you ask about or apply for, with your goals, competitors, traffic range and any message you write. Used to answer you and prepare proposals. Kept for up to 24 months after our last contact with you, or as a client agreement requires. Not sold or shared.',
        'Professional or employment-related information: the business or company you name and its website, the result of one check of that website\'s public page (its score, page title and what to fix first), and, if you subscribe to weekly SEO reports, what we measure on that website each week (such as its score, page title and description). Used to review your site, prepare for our reply or call, answer you and show what changed from one report to the next. Kept as the commercial information above, the check with the enquiry it came with, the weekly measurements as long as the report details. Not sold or shared.',
        'Internet or other electronic network activity information: the page of our site you sent a form from, the page that referred you, the campaign (UTM) tags of your visit\'s first page, and the web address you give our free SEO tool. Used to understand which pages and campaigns bring enquiries, and to run the analysis you ask for. Kept with your submission, for the same period. Not sold or shared.',
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
        'Our database also records the IP address your form arrives from, with a count of recent submissions from that address, so that no single address can flood our forms; if you try to sign in to our staff dashboard, the attempt is recorded with its IP address too. These records are used only for that security check.',
        'When a form you send gives your website, our server checks that site once, as a public page: it fetches the page at the address you gave (usually your home page) the way a visitor\'s browser would, and nothing else on your site. It scores the page with the same rules as our free SEO analysis tool, and we keep the result (the score, the page\'s title, the most important things to fix and when it was checked) with your enquiry, so that whoever replies to you has already looked at your site. If the same page was already checked that day, that check is used again and the page is not fetched twice. The result is deleted with your enquiry, including when you make a privacy request to delete your details.',
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
        'To run the free SEO analysis you request, and to check once the public page of a website you give us, so we know your site before we reply.',
        'To understand which pages and campaigns bring us enquiries, so we can improve the site.',
        'To keep the site and our records secure, and to meet our legal obligations.',
      ],
    },
    {
      id: PAST_YEAR_ID,
      heading: 'What we collected, disclosed, sold or shared in the past 12 months',
      paragraphs: [
        'In the 12 months before the date at the top of this policy, we collected the categories of personal information listed in the notice at collection above, and no others. We collected them from you directly when you used our forms and tool, automatically from your browser when you sent a form (the pages, referrer, campaign tags and IP address), from the public page of a website you gave us (one check of it), and from people who added your e-mail address as a recipient of their weekly SEO report. We collected them for the business purposes described under "How we use your information".',
        'In the 12 months before the date at the top of this policy, we did not sell or share personal information, and we have no actual knowledge of selling or sharing the personal information of consumers under 16; we do not sell or share anyone\'s. We disclosed personal information for a business purpose only to our service providers, as listed below. We do not use or disclose sensitive personal information to infer characteristics about anyone.',
      ],
      list: [
        'Identifiers, customer records, commercial information and professional or employment-related information: disclosed to our database host (Supabase) and our e-mail delivery provider, so that we can store your submission and notify our staff of it.',
        'For weekly SEO reports, identifiers (the names and e-mail addresses of the subscriber and of each recipient) and professional information (the website and what we measured on it): disclosed to our database host, which stores them, and to our e-mail delivery provider, which sends the confirmation e-mails and each week\'s report with its PDF.',
        'Internet or other electronic network activity information: disclosed to our database host with your submission, and to our website host, which processes each request to the site (including your IP address) in order to deliver it.',
      ],
    },
    {
      heading: 'Where your information is stored and who handles it',
      paragraphs: [
        'Form submissions are stored with a hosted database provider, Supabase, on servers in the United States. When a new submission arrives, a notification email to our staff may be sent through an email delivery provider, and the same provider sends the weekly SEO reports and their confirmation e-mails to the addresses given for them. The provider that hosts our website also processes requests to the site in order to deliver it. These companies act as our service providers: they handle the information on our behalf and only for the purpose of providing their service to us.',
        'We do not sell your personal information, and we do not share it for cross-context behavioral advertising (advertising targeted at you based on your activity across other businesses\' websites and apps). We also do not disclose it to other companies for their own direct marketing, which is what California\'s "Shine the Light" law (Civil Code section 1798.83) lets you ask about.',
        'We may disclose information if the law requires it, for example in response to a valid court order, or where it is necessary to protect our rights, our clients or the safety of others. If our business is ever merged or sold, the information may pass to the new owner, who would have to continue to protect it as described in this policy.',
      ],
    },
    {
      heading: 'Cookies and browser storage',
      paragraphs: [
        'This site does not use advertising cookies or third-party tracking cookies, and it does not load scripts or fonts from other companies. To make the site work, it keeps a few small items in your browser\'s local storage and session storage. You can clear them at any time through your browser settings; the site will still work, though the consultation pop-up may appear again and saved onboarding progress will be lost.',
        'The map on our contact page is not loaded until you click to load it. At that point your browser connects to the map provider, OpenStreetMap, which receives information such as your IP address, and the OpenStreetMap Foundation\'s own privacy policy applies.',
        'Because we do not track visitors across other websites, "Do Not Track" browser signals do not change how the site behaves. If your browser sends a Global Privacy Control signal, we treat it as a request to opt out of the sale or sharing of your personal information, which we don\'t do in any case.',
      ],
      list: [
        'pageVisitCount (local storage): a simple count of the pages you have visited on this site.',
        'hasSeenLeadModal (local storage): remembers whether the free consultation pop-up has already been shown to you, so it isn\'t shown again.',
        'seoOnboardingData (local storage): saves your progress on the onboarding form so you don\'t lose it. It is removed when you submit the form or after 24 hours. On a shared computer, submit the form or clear your browser storage when you finish.',
        'brandFonts (local storage): remembers that your browser has already downloaded the site\'s typefaces, so the pages you open later show them from the start.',
        'formSubmitted (session storage): lets the site show you the thank-you page after you send a form. Session storage is cleared when you close the tab.',
        'visitLeadId (session storage): the reference of the form you just sent, so a consultation you then book is kept with your message. Session storage is cleared when you close the tab.',
        'Staff sign-in token (staff only): when a team member signs in to our dashboard, the sign-in token is kept in local storage if they tick "Remember me", and in session storage otherwise.',
      ],
    },
    {
      heading: 'How long we keep your information',
      paragraphs: [
        'We keep enquiries, consultation requests and plan applications for up to 24 months after our last contact with you, unless you become a client and the client relationship requires us to keep them longer, for example to deliver the work, keep business records or meet legal obligations.',
        'IP addresses recorded to limit how often forms can be sent are cleared out by our database once their counting window (ten minutes for most forms, a day for the number of new weekly report recipients) has passed, as later forms arrive. A booked call keeps the IP address it was booked from (for an IPv6 address, its network) until the call\'s time has passed, so that one network cannot book out the calendar, and it is then cleared as later bookings arrive. Records of sign-in attempts to the staff dashboard, with their IP addresses, are cleared out when a team member next signs in successfully, once they are at least a day old (failed attempts from an address go as soon as that address signs in successfully). The address of a successful sign-in is kept for 30 days after its last sign-in, so that a known address is not locked out with everyone else, and is then cleared out in the same way.',
        'We keep your newsletter sign-up until you unsubscribe. You can unsubscribe at any time by using the unsubscribe link in the newsletter or by emailing us. Weekly SEO report details, including each week\'s measurements of your website, are kept while you continue to receive the reports, and are then treated like an enquiry.',
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
      id: 'privacy-requests',
      heading: 'How to make a privacy request',
      paragraphs: [
        'You can make a request to know, delete or correct, or any other request under the CCPA, in any of the ways listed below. Requests are free of charge.',
        'To protect you, we need to confirm that a request really comes from you before we act on it. We will usually do this by asking you to confirm the request from the email address you used with us, or to give details that match what we hold, such as which form you used and roughly when. We only use the information you give us for verification to verify your request.',
        'You can ask an authorized agent to make a request for you. We will ask the agent for your signed permission, and we may ask you to verify your identity directly with us or to confirm that you gave the agent permission, unless the agent holds a power of attorney under the California Probate Code.',
        'We will confirm that we have received your request within 10 business days and respond within 45 calendar days. If we need more time, we may take up to another 45 days; if so, we will tell you why within the first 45 days.',
      ],
      list: [
        `By phone, toll-free: ${tollFreePhone.display}, ${site.hours}.`,
        `By e-mail: ${site.email}, with "Privacy request" in the subject line.`,
        `By mail: Los Angeles SEO Group, Attn: Privacy Requests, ${fullAddress}.`,
      ],
      // California requires a business with a website to accept requests through it (decision 0038).
      link: { before: 'Online, on this website:', text: 'make a privacy request with our short form', path: '/privacy-request' },
    },
    {
      heading: 'Children\'s privacy',
      paragraphs: [
        'This website is meant for businesses and is not directed at children under 16. We do not knowingly collect personal information from anyone under 16, and we do not sell or share the personal information of anyone, whatever their age. If you believe a child has sent us their information, please contact us and we will delete it.',
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
        'We review this policy at least once every 12 months, and update it when the site or the law changes. When we do, we will change the "last updated" date at the top of this page. If we make a significant change to how we use personal information, we will say so clearly on the site before the change takes effect.',
        `If you have any questions about this policy or how we handle your information, contact Los Angeles SEO Group by e-mail at ${site.email}, by phone on ${site.phone.display} (toll-free for privacy requests: ${tollFreePhone.display}), or by post at ${fullAddress}.`,
      ],
    },
  ],
};

export const timeSensitiveClaims = [
  timeSensitive({
    quote: 'In the 12 months before the date at the top of this policy, we did not sell or share personal information',
    checkedOn: '2026-11-25',
    source: {
      title: 'California Civil Code section 1798.130(a)(5): privacy policy disclosures, updated at least once every 12 months',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=1798.130',
    },
  }),
];
