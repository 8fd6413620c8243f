/**
 * The office hours, when calls and e-mail are answered (Pacific time): the one source of every page's
 * hours (`site.hours`) and of the business's openingHoursSpecification, so the markup says what the
 * pages show (decisions 0038 and 0050).
 */
export const answeredHours = { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: 9, closes: 18 } as const;

/** 9 -> '9am', 18 -> '6pm'. */
const clockHour = (hour: number) => `${hour % 12 || 12}${hour < 12 ? 'am' : 'pm'}`;

/** Facts about the agency used across the site. Figures are exactly those of docs/requirements/site-shell.md#business-constants. */
export const site = {
  name: 'Los Angeles SEO Group',
  shortName: 'LA SEO Group',
  tagline: 'The number one SEO company in Los Angeles',
  founded: 2015,
  phone: {
    display: '(213) 555-0142',
    href: 'tel:+12135550142',
  },
  email: 'hello@losangelesseogroup.com',
  address: {
    street: '1800 Century Park East, Suite 600',
    locality: 'Los Angeles',
    region: 'CA',
    postalCode: '90067',
    country: 'US',
  },
  /** The office hours as every page writes them, from `answeredHours`. */
  // "PT", not "PST": Los Angeles keeps Pacific Daylight Time for more than half the year.
  hours: `${answeredHours.days[0]} to ${answeredHours.days.at(-1)}, ${clockHour(answeredHours.opens)} to ${clockHour(answeredHours.closes)} PT`,
  lawFirmSite: 'https://www.losangeleslawfirmseo.com',
  stats: {
    retention: '97%',
    businessesHelped: '250+',
    averageRoi: '1,800%',
    satisfaction: '4.9/5',
  },
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/' },
    { label: 'Instagram', href: 'https://www.instagram.com/' },
    { label: 'YouTube', href: 'https://www.youtube.com/' },
    { label: 'X', href: 'https://x.com/' },
  ],
} as const;

/**
 * The toll-free line for privacy requests: California asks a business that is not exclusively online
 * for a toll-free number among its request methods (Civil Code 1798.130(a)(1)(A)). A separate export,
 * so only the pages that show it carry it.
 */
export const tollFreePhone = {
  display: '(888) 555-0142',
  href: 'tel:+18885550142',
} as const;

export const fullAddress = `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`;
