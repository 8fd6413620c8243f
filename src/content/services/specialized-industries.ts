import type { ServicePage } from './types';
import { site } from '../site';

export const specializedIndustriesService: ServicePage = {
  id: 'specialized-industries',
  path: '/services/specialized-industries',
  name: 'Specialized Industries',
  seoTitle: 'Specialized Industry SEO in Los Angeles | LA SEO Group',
  seoDescription:
    'Compliance-aware SEO for legal, insurance, healthcare, financial, B2B and education organizations in Los Angeles, with content built on E-E-A-T and trust.',
  hero: {
    eyebrow: 'SEO for Specialized Industries',
    heading: 'SEO for Industries Where Trust Decides Who Gets the Call',
    intro:
      'Legal, insurance, healthcare, financial, B2B and education organizations face the toughest standards in search. Google holds your content to a higher bar, your profession has advertising rules of its own, and a single click can cost more than a hundred dollars in paid search. We build rankings on accurate, expert-reviewed content that your compliance team can sign off on.',
    primaryCta: 'Schedule a Free Strategy Consultation',
  },
  benefits: [
    {
      title: 'Compliance-Aware Content',
      description:
        'Drafts are written with the advertising rules of your field in mind and reviewed by your licensed professionals. Nothing is published without your sign-off.',
      icon: 'shield',
    },
    {
      title: 'E-E-A-T You Can See',
      description:
        "Google's guidelines look for Experience, Expertise, Authoritativeness and Trustworthiness. We make them visible with author bios, credentials, reviewer notes and cited sources.",
      icon: 'trophy',
    },
    {
      title: 'Pages for Every Practice Area',
      description:
        'One page per practice area, line of coverage, treatment, service or program, each answering the questions clients ask before they reach out.',
      icon: 'target',
    },
    {
      title: 'Links From Respected Sources',
      description:
        'Mentions and links from professional associations, industry publications, Los Angeles news outlets and community organizations, never from paid link schemes.',
      icon: 'star',
    },
    {
      title: 'Privacy-Conscious Tracking',
      description:
        'Calls and form fills are measured in a way that keeps sensitive client and patient details out of third-party tools, set up together with your compliance team.',
      icon: 'chart',
    },
    {
      title: 'A Realistic Timeline',
      description:
        'Trust takes time to earn in these fields. Expect 6-12 months for full results, with early gains in 3-4 months, and a plan that shows progress at every stage.',
      icon: 'clock',
    },
  ],
  process: {
    heading: 'How We Approach Regulated and High-Trust Fields',
    intro:
      'Each industry has its own rules and its own way of choosing a provider. Our process builds review and approval into every step, so growth never comes at the cost of compliance.',
    defaultTab: 'research',
    tabs: [
      {
        id: 'research',
        label: 'Research',
        heading: 'Understand your field, your rules and your competitors',
        summary:
          'The initial audit covers your website and rankings, plus the standards your content has to meet.',
        steps: [
          'Review the advertising and disclosure rules that apply to your profession',
          'Audit existing pages for accuracy, authorship and missing credentials',
          'Study the firms, practices or institutions that rank above you and why',
          'Research the questions prospective clients, patients or students ask before choosing',
          'Agree on who reviews and approves content in your organization',
        ],
      },
      {
        id: 'strategy',
        label: 'Strategy',
        heading: 'Plan content that earns trust and meets your standards',
        summary:
          'We build a written plan that sets priorities by client value and by how much expert review each page needs.',
        steps: [
          'Map searches to practice area, service line or program pages',
          'Plan author bios and reviewer credits for every page that gives advice',
          'Set a review workflow with your attorneys, clinicians, advisors or compliance staff',
          'Choose the schema types that fit your field, such as LegalService, MedicalClinic or FinancialService',
          'Plan analytics and call tracking that respect your privacy obligations',
        ],
      },
      {
        id: 'execution',
        label: 'Execution',
        heading: 'Publish carefully and build authority over time',
        summary:
          'We produce and publish content through your approval process and earn the authority signals Google looks for in high-trust fields.',
        steps: [
          'Write in-depth, plainly worded pages and send each one for expert review',
          'Add author bios, credentials, sources and last-reviewed dates',
          'Earn links from associations, publications and Los Angeles organizations',
          'Keep Google Business Profiles accurate for every office or location',
          'Report leads, rankings and content progress every month',
        ],
      },
    ],
  },
  priceCard: {
    label: 'Specialized Industries',
    price: '$5,000/month',
    period: 'starting price',
    note: 'For legal, insurance, healthcare, financial, B2B and education organizations. Includes the initial audit; multi-office and larger programs are quoted after it.',
    features: [
      'Compliance-aware content reviewed by your licensed professionals',
      'Author bios, credentials and cited sources on every advice page',
      'Practice area, service line and program pages',
      'Authority links from industry and Los Angeles sources',
      'Technical SEO and industry-specific schema markup',
      'Privacy-conscious analytics and call tracking',
      'A dedicated strategist who knows your field',
    ],
  },
  resultStat: {
    value: '+72%',
    label: 'signed cases in one year',
    detail:
      'A four-attorney personal injury firm in Downtown LA grew organic inquiries from 17 to 63 a month and cut paid search spend from $22,000 to $9,500.',
  },
  caseStudies: [
    {
      title: 'How a Downtown LA Injury Firm Grew Signed Cases by 72% in a Year',
      image: '/images/case-studies/cs-5.svg',
      stats: [
        { label: 'Signed cases', value: '+72%' },
        { label: 'Organic inquiries per month', value: '63' },
        { label: 'Page-one keywords', value: '47' },
      ],
      summary:
        'The firm was losing searches to national lead-generation sites. Eleven in-depth practice area pages, full attorney bios with bar admissions and links from LA news and legal resource sites mean it now signs more cases from search than from paid ads.',
      link: '/case-studies/cs-5',
    },
    {
      title: 'How a Santa Monica Dental Practice Doubled Its New-Patient Bookings',
      image: '/images/case-studies/cs-4.svg',
      stats: [
        { label: 'New patients per month', value: '94' },
        { label: 'Map-pack rank', value: '#2' },
        { label: 'Treatment page traffic', value: '+231%' },
      ],
      summary:
        'Old name and phone details lingered on 52 listings, and treatment pages ran about eighty words each. We corrected the listings and rewrote 14 treatment pages, each reviewed by a dentist, and new-patient bookings doubled.',
      link: '/case-studies/cs-4',
    },
    {
      title: 'How a Pasadena CPA Firm Grew Off-Season Leads by 190% Through Search',
      image: '/images/case-studies/cs-8.svg',
      stats: [
        { label: 'Off-season organic leads', value: '+190%' },
        { label: 'New bookkeeping clients', value: '27' },
        { label: 'Organic traffic', value: '+148%' },
      ],
      summary:
        'Financial advice is "Your Money or Your Life" content, and the firm\'s site showed no authors or credentials. Thirty CPA-reviewed guides and author bios with license details now bring in small-business clients all year.',
      link: '/case-studies/cs-8',
    },
  ],
  faqs: [
    {
      q: 'Which industries does this plan cover?',
      a: 'Legal, insurance, healthcare, financial, B2B and education. These fields share three things: content that can affect people\'s health, money or future, professional rules on how services are advertised, and clients who research carefully before they choose. That calls for more expert review and a different content approach than a typical local business needs.',
    },
    {
      q: 'How long does SEO take in these industries?',
      a: 'Plan on 6-12 months for full results, with early gains in 3-4 months. In our experience, new pages on health, legal and financial topics take longer to rank than in other fields: Google\'s Search Quality Rater Guidelines hold these "Your Money or Your Life" topics to the highest standard, and competitors here often have years of authority. Technical fixes and accurate listings tend to produce the early gains, while rankings for the most valuable terms build over the following months.',
    },
    {
      q: 'What do YMYL and E-E-A-T mean for my website?',
      a: 'Google\'s Search Quality Rater Guidelines call topics that can affect someone\'s health, financial stability or safety "Your Money or Your Life" (YMYL) and hold them to the highest standard. E-E-A-T stands for Experience, Expertise, Authoritativeness and Trustworthiness, with trust the most important. In practice, your pages need named authors with real credentials, expert review, accurate sources and clear information about who you are.',
    },
    {
      q: 'How do you handle HIPAA and patient privacy?',
      a: 'We never need access to patient records. HIPAA limits how protected health information can be shared with outside vendors, which can include analytics, call tracking and advertising tools, so we plan tracking with your compliance team and keep identifiable patient details out of third-party tools. Patient testimonials and photos are used only with the patient\'s written authorization, and final compliance decisions stay with your privacy officer or counsel.',
    },
    {
      q: 'Can you create content for law firms under California\'s advertising rules?',
      a: 'Yes. California\'s Rules of Professional Conduct and the State Bar Act prohibit false or misleading communications about a lawyer\'s services, including guarantees of outcomes and past results presented in a way that creates unjustified expectations. We write conservatively, never promise outcomes, use the term "certified specialist" only for lawyers certified by the State Bar\'s Board of Legal Specialization or another accredited body, and have the responsible attorney approve every page before it is published.',
    },
  ],
  contact: {
    heading: 'Tell us about your organization',
    text: 'Share your website, your field and any compliance requirements we should know about. A strategist familiar with your industry will reply within 24 hours.',
  },
  phoneCta: {
    heading: 'Prefer a confidential conversation?',
    text: `Call ${site.phone.display}, ${site.hours}, to talk with a strategist about your practice, firm or institution.`,
  },
  serviceType: 'Search engine optimization for regulated and specialized industries',
  leadService: 'Specialized Industries',
};
