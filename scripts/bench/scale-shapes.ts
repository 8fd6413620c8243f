/**
 * The two data sets the scale bench times the dashboard on. The first is regular and synthetic
 * ("Lead 123", one domain, every field filled); the second is shaped like real leads (issue 39):
 * real-looking names with one surname on one lead in eleven, four e-mail domains, 10 % without a
 * phone, a company on one lead in five, messages of 80–320 characters, attribution on some, dates
 * scattered over a year. A plan that is fast on one shape can be slow on the other: a search or sort
 * whose selectivity or null count differs is where an index turns out to be missing.
 */
export interface ScaleShape {
  label: string;
  /** The INSERT … SELECT of `count` leads (the notification trigger is off while it runs). */
  insert(count: number): string;
  /**
   * Which leads the bookings (decision 0063) go to, as an ORDER BY over public.lsg_leads (the first
   * ones get a booking each), and one booking in how many is cancelled.
   */
  bookings: { leadOrder: string; cancelledEvery: number };
  /** What the searches look for, each with the share of leads it matches (the e-mail address is read from the seeded rows, untimed). */
  probes: {
    /** A word on about a fifth to a tenth of the leads. */
    commonWord: SearchProbe;
    /** A name on about one lead in ten (a surname on one in eleven; "Lead 1…" on one in nine). */
    commonName: SearchProbe;
    /** A name on one lead in forty to a hundred: more matches than the count's cap, fewer per page read. */
    rarerName: SearchProbe;
  };
}

export interface SearchProbe {
  term: string;
  share: string;
}

/**
 * The site check's three fields on the lead (decision 0080), from a `check_state` column the insert's
 * inner select computes and a score expression for the done ones: the list reads only these copies,
 * not private.site_checks, so no check row is seeded (the bench's website trigger is off meanwhile).
 */
const checkFields = (score: string, indexable: string) => `
           check_state, case when check_state = 'done' then ${score} end, case when check_state = 'done' then ${indexable} end`;

export const syntheticShape: ScaleShape = {
  label: 'synthetic',
  // Every lead names a website; the three types that check sites (contact, its partial and complete,
  // g % 5 < 3) have a check: one in 47 pending, one in 23 failed, the rest done with a score of
  // 0–100 in turn and one in 19 of those not indexable (moduli prime to the types' and statuses').
  insert: (count) => `
    insert into public.lsg_leads (name, email, phone, website, message, service, lead_type, status, source_path, created_at,
                                  site_check_state, site_check_score, site_check_indexable)
    select 'Lead ' || g, 'lead' || g || '@example.com', '213-555-' || lpad((g % 10000)::text, 4, '0'),
           'https://business' || g || '.example',
           'We run a ' || (array['plumbing', 'dental', 'taco', 'law', 'salon'])[1 + g % 5] || ' business in Los Angeles.',
           (array['Local SEO', 'SEO Consultation', 'General Inquiry'])[1 + g % 3],
           (array['contact', 'contact_partial', 'contact_complete', 'newsletter', 'url_test'])[1 + g % 5],
           (array['new', 'new', 'new', 'contacted', 'qualified', 'won', 'lost', 'spam'])[1 + g % 8],
           '/contact', now() - make_interval(secs => (g * 31536000::bigint / ${count})::int),${checkFields('(g * 37) % 101', 'g % 19 <> 3')}
      from (select g, case when g % 5 >= 3 then null when g % 47 = 1 then 'pending' when g % 23 = 2 then 'failed' else 'done' end as check_state
              from generate_series(1, ${count}) g) s`,
  // Leads spread over the whole year (a uuid's order is random); no call cancelled.
  bookings: { leadOrder: 'id', cancelledEvery: 0 },
  probes: {
    commonWord: { term: 'plumb', share: '1 in 5' },
    commonName: { term: 'lead 1', share: '1 in 9' },
    rarerName: { term: 'lead 12', share: '1 in 90' },
  },
};

// Pseudo-random but repeatable: a hash of the row number and a salt picks each field.
const pick = (values: string[], salt: number) =>
  `(array[${values.map((value) => `'${value}'`).join(', ')}])[1 + abs(hashint4(g + ${salt})) % ${values.length}]`;

const FIRST_NAMES = [
  'Maria',
  'James',
  'Sofia',
  'David',
  'Ana',
  'Michael',
  'Lucia',
  'Daniel',
  'Emily',
  'Jose',
  'Grace',
  'Kevin',
  'Mei',
  'Omar',
  'Priya',
  'Andre',
  'Hannah',
  'Luis',
  'Fatima',
  'Ethan',
  'Yuki',
  'Carlos',
  'Olivia',
  'Tariq',
  'Rosa',
  'Noah',
  'Leila',
  'Samuel',
  'Chloe',
  'Arturo',
];
// Garcia is kept out of this list: it is the surname on one lead in eleven.
const SURNAMES = [
  'Nguyen',
  'Kim',
  'Smith',
  'Hernandez',
  'Lopez',
  'Johnson',
  'Chen',
  'Patel',
  'Williams',
  'Martinez',
  'Brown',
  'Rodriguez',
  'Lee',
  'Davis',
  'Gonzalez',
  'Wilson',
  'Park',
  'Torres',
  'Anderson',
  'Flores',
  'Khan',
  'Rivera',
  'Thompson',
  'Ramirez',
  'Sato',
  'Cohen',
  'Moore',
  'Ortiz',
  'Jackson',
  'Reyes',
  'Abramyan',
  'Petrosyan',
  'Tanaka',
  'Mendoza',
  'Walker',
  'Castillo',
  'Young',
  'Morales',
  'Allen',
  'Vargas',
];
const TRADES = [
  'plumbing company',
  'dental practice',
  'taco truck',
  'law firm',
  'hair salon',
  'roofing business',
  'yoga studio',
  'auto repair shop',
  'bakery',
  'real estate office',
  'veterinary clinic',
  'coffee shop',
];
const AREAS = ['Silver Lake', 'Koreatown', 'Pasadena', 'Santa Monica', 'Boyle Heights', 'Glendale', 'Long Beach', 'Culver City', 'Burbank', 'Echo Park'];
const ASKS = [
  'We are not showing up on Google Maps for searches in our neighborhood and would like to know why.',
  'Our website traffic dropped after a redesign last spring, and we need help finding out what went wrong.',
  'Could you send pricing for monthly local SEO and a review of our Google Business Profile?',
  'A competitor two blocks away ranks above us for everything; what would it take to catch up?',
  'We are opening a second location this year and want both pages to rank on their own.',
  'Please call me back about the free audit; mornings work best for us.',
];

export const realisticShape: ScaleShape = {
  label: 'realistic',
  // Every field from the row number through hashint4, so a rerun seeds the same leads. The message
  // is two to four sentences cut to 80–320 characters. Two leads in three name a website; those of a
  // type that checks sites (all but newsletter and url_test) have a check: 1 % pending, 6 % failed,
  // the rest done, 3 % of those not indexable with a low score (5–44), the others 30–100, most near
  // 65 (the sum of two hashes).
  insert: (count) => `
    insert into public.lsg_leads (name, email, phone, website, company_name, message, service, lead_type, status,
                                  source_path, referrer, utm_source, utm_medium, utm_campaign, created_at, updated_at,
                                  site_check_state, site_check_score, site_check_indexable)
    select first || ' ' || last,
           lower(first) || '.' || lower(replace(last, ' ', '')) || g || '@' || ${pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'], 1)},
           case when g % 10 = 3 then null else '(' || (array['213', '310', '323', '424', '626', '818'])[1 + g % 6] || ') 555-' || lpad((abs(hashint4(g + 2)) % 10000)::text, 4, '0') end,
           case when g % 3 = 0 then null else 'https://www.' || lower(replace(last, ' ', '')) || '-' || (g % 997) || '.com' end,
           case when g % 5 = 0 then last || ' ' || ${pick(['& Sons', 'Group', 'LLC', 'Studio', 'Partners'], 3)} end,
           left('Hi, I run a ' || ${pick(TRADES, 4)} || ' in ' || ${pick(AREAS, 5)} || '. ' || ${pick(ASKS, 6)} || ' ' || ${pick(ASKS, 7)} || ' ' || ${pick(ASKS, 8)},
                80 + abs(hashint4(g + 9)) % 241),
           ${pick(['Local SEO', 'SEO Consultation', 'General Inquiry', 'Website Audit'], 10)},
           lead_type,
           ${pick(['new', 'new', 'contacted', 'contacted', 'qualified', 'won', 'lost', 'lost', 'spam'], 12)},
           ${pick(['/contact', '/', '/pricing', '/services/local-seo', '/tools/seo-report', '/blog/google-business-profile'], 13)},
           case when g % 2 = 0 then ${pick(['https://www.google.com/', 'https://www.bing.com/', 'https://www.yelp.com/', 'https://duckduckgo.com/'], 14)} end,
           case when g % 3 = 1 then ${pick(['google', 'facebook', 'newsletter', 'yelp'], 15)} end,
           case when g % 3 = 1 then ${pick(['cpc', 'social', 'email'], 16)} end,
           case when g % 6 = 1 then ${pick(['spring-audit', 'la-local', 'reviews-2026'], 17)} end,
           at, at + make_interval(secs => abs(hashint4(g + 18)) % 604800),${checkFields(
             `case when abs(hashint4(g + 24)) % 100 < 3 then 5 + abs(hashint4(g + 25)) % 40
                   else least(100, 30 + abs(hashint4(g + 25)) % 41 + abs(hashint4(g + 26)) % 31) end`,
             'abs(hashint4(g + 24)) % 100 >= 3',
           )}
      from (select t.*, case when g % 3 = 0 or lead_type in ('newsletter', 'url_test') then null
                             when abs(hashint4(g + 22)) % 100 < 1 then 'pending'
                             when abs(hashint4(g + 22)) % 100 < 7 then 'failed' else 'done' end as check_state
              from (select g, ${pick(FIRST_NAMES, 19)} as first,
                           case when g % 11 = 0 then 'Garcia' else ${pick(SURNAMES, 20)} end as last,
                           now() - make_interval(secs => abs(hashint4(g + 21)) % 31536000) as at,
                           ${pick(['contact', 'contact', 'contact', 'contact_complete', 'report_scheduler_complete', 'plan_application', 'newsletter', 'url_test'], 11)} as lead_type
                      from generate_series(1, ${count}) g) t) s`,
  // The newest leads (those the waiting count and the first pages read), one call in seven cancelled.
  bookings: { leadOrder: 'created_at desc, id desc', cancelledEvery: 7 },
  probes: {
    commonWord: { term: 'plumbing', share: '1 in 12' },
    commonName: { term: 'garcia', share: '1 in 11' },
    rarerName: { term: 'nguyen', share: '1 in 44' },
  },
};
