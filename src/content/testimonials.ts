import type { Testimonial } from './types';

/** Client testimonials shown across the site. Every entry is a five-star review. */
export const testimonials: Testimonial[] = [
  {
    name: 'Maria Delgado',
    position: 'Owner',
    company: 'Casa Delgado Cocina',
    content:
      "We've served Oaxacan food in Boyle Heights for eleven years, but new customers kept telling us they found us by accident. Six months after Los Angeles SEO Group cleaned up our Google profile and menu pages, we show up in the map pack for mole and weekend covers are noticeably up.",
    stars: 5,
    image: '/images/avatars/avatar-1.svg',
  },
  {
    name: 'Kevin Park',
    position: 'Dentist and Owner',
    company: 'Wilshire Family Dental',
    content:
      'Our Koreatown dental office relied on word of mouth and a website nobody could find. They rebuilt our service pages in English and Korean, and new-patient calls roughly doubled within five months. Every report is explained in plain language, which I appreciate.',
    stars: 5,
    image: '/images/avatars/avatar-2.svg',
  },
  {
    name: 'Tyrone Jackson',
    position: 'Owner',
    company: 'Jackson Brothers Plumbing',
    content:
      "Before working with them, most of our jobs came from a lead service that charged for every call, good or bad. Now we rank in the top three on Google Maps for emergency plumbing in Long Beach, and those calls don't cost us a thing per lead.",
    stars: 5,
    image: '/images/avatars/avatar-3.svg',
  },
  {
    name: 'Priya Raman',
    position: 'Marketing Director',
    company: 'Arroyo Pediatric Associates',
    content:
      'Parents in Pasadena search differently than we assumed, and the keyword research proved it. After our site was restructured around the questions parents actually ask, organic traffic grew about 70 percent in a year and online appointment requests followed.',
    stars: 5,
    image: '/images/avatars/avatar-4.svg',
  },
  {
    name: 'Samuel Okafor',
    position: 'Managing Partner',
    company: 'Okafor & Reyes Law Group',
    content:
      "I was skeptical anyone could move the needle for a small firm in Downtown LA, where legal marketing is brutally crowded. Within eight months we reached page one for several workers' compensation terms, and consultations from organic search now outnumber our referrals.",
    stars: 5,
    image: '/images/avatars/avatar-5.svg',
  },
  {
    name: 'Jessica Nguyen',
    position: 'Owner',
    company: 'Lotus Nail & Brow Studio',
    content:
      'Our little salon in Alhambra was invisible on Google Maps even though our reviews were great. They fixed our categories, added fresh photos, and set up a simple routine for asking clients for reviews. Online bookings went up by about a third over the summer.',
    stars: 5,
    image: '/images/avatars/avatar-6.svg',
  },
  {
    name: 'Daniel Herrera',
    position: 'General Manager',
    company: 'Valley Comfort Heating & Air',
    content:
      "HVAC is seasonal, so we needed leads before the heat arrived, not after. They built out service-area pages for Sherman Oaks, Van Nuys, and Encino, and this July was the busiest month in our company's history. Our dispatcher finally stopped asking where the next job was coming from.",
    stars: 5,
    image: '/images/avatars/avatar-7.svg',
  },
  {
    name: 'Rachel Goldberg',
    position: 'Founder',
    company: "Goldie's Vintage",
    content:
      'I run a vintage clothing shop in Silver Lake, and our online store was getting almost no search traffic. They rewrote our product descriptions and fixed a mess of duplicate pages. Sales from Google are now steady enough to cover our rent most months.',
    stars: 5,
    image: '/images/avatars/avatar-8.svg',
  },
  {
    name: 'Marcus Thompson',
    position: 'Owner',
    company: 'Thompson Roofing & Gutters',
    content:
      'Roofing leads are expensive, and we were burning money on ads that rarely converted. Los Angeles SEO Group got us ranking for roof repair searches across Torrance and the South Bay, and about half our estimates now come from organic search. Honest people, clear monthly reports.',
    stars: 5,
    image: '/images/avatars/avatar-1.svg',
  },
  {
    name: 'Ana Sofia Ramirez',
    position: 'Practice Manager',
    company: 'Eastside Animal Hospital',
    content:
      'Our veterinary clinic in Highland Park competes with two larger hospitals nearby. Since the local SEO work began, we appear in the map pack when pet owners search for a vet, and new client registrations have grown every quarter. The front desk noticed the difference first.',
    stars: 5,
    image: '/images/avatars/avatar-2.svg',
  },
  {
    name: 'Hiroshi Tanaka',
    position: 'Owner',
    company: 'Sawtelle Bean Coffee Co.',
    content:
      "Coffee shops live and die by foot traffic, and I honestly didn't think SEO mattered for us. I was wrong. Once our Google listing was properly optimized, direction requests climbed month after month, and visitors now walk in saying they found us on Maps.",
    stars: 5,
    image: '/images/avatars/avatar-3.svg',
  },
  {
    name: 'Latoya Williams',
    position: 'Executive Director',
    company: 'Crenshaw Youth Arts Collective',
    content:
      'As a small non-profit in Leimert Park, we have no marketing budget to speak of. They helped parents and donors actually find our program pages, and our summer workshops filled two weeks earlier than last year. We were treated like a priority client from day one.',
    stars: 5,
    image: '/images/avatars/avatar-4.svg',
  },
  {
    name: 'Armen Petrosyan',
    position: 'Owner',
    company: 'Petrosyan Auto Care',
    content:
      'My auto repair shop in Glendale had a website my nephew built years ago. They replaced it, corrected our listings across dozens of directories, and we now rank near the top for brake repair and smog checks. Phone calls are up roughly 60 percent since spring.',
    stars: 5,
    image: '/images/avatars/avatar-5.svg',
  },
  {
    name: 'Jennifer Castillo',
    position: 'Broker Associate',
    company: 'Castillo Home Group',
    content:
      "Real estate search is dominated by the big listing portals, so my expectations were low. Instead of fighting them head-on, we focused on neighborhood guides for Culver City and Mar Vista. Those pages bring in seller inquiries every month, and two of this year's closings started with a Google search.",
    stars: 5,
    image: '/images/avatars/avatar-6.svg',
  },
  {
    name: 'Brandon Lee',
    position: 'Co-Founder',
    company: 'Ironclad Strength Lab',
    content:
      'We opened our strength gym in Burbank on a tight budget with zero online presence. Within four months we were showing up for personal trainer searches in the area, and trial sign-ups from our website went from a handful a month to several a week.',
    stars: 5,
    image: '/images/avatars/avatar-7.svg',
  },
  {
    name: 'Fatima Siddiqui',
    position: 'Medical Director',
    company: 'Canyon Glow Dermatology',
    content:
      'Beverly Hills is one of the toughest markets anywhere for a dermatology practice. Their approach was methodical, starting with technical fixes and then building detailed treatment pages. Consultation requests through our website have increased about 45 percent year over year.',
    stars: 5,
    image: '/images/avatars/avatar-8.svg',
  },
  {
    name: 'Carlos Mendoza',
    position: 'Owner',
    company: 'Mendoza Landscaping & Hardscape',
    content:
      'Another company had already taken our money and disappeared, so I came in cautious. These folks set clear goals, returned every call, and got us into the top map results in West Covina. We hired two more crew members this year to keep up with the work.',
    stars: 5,
    image: '/images/avatars/avatar-1.svg',
  },
  {
    name: 'Emily Chen',
    position: 'Partner',
    company: 'Chen & Associates CPAs',
    content:
      'Tax season used to be our only busy stretch. After our pages for bookkeeping and small business accounting in Arcadia were optimized, inquiries started arriving year-round. We added about 30 new business clients in twelve months.',
    stars: 5,
    image: '/images/avatars/avatar-2.svg',
  },
  {
    name: 'Nicole Brooks',
    position: 'Events Director',
    company: 'The Rosewood Estate',
    content:
      'Couples start their venue search on Google, and our Altadena estate was buried on page three. A site restructure and a steady stream of real wedding features moved us onto page one for garden venues near Pasadena. Tour bookings nearly doubled this season.',
    stars: 5,
    image: '/images/avatars/avatar-3.svg',
  },
  {
    name: 'David Kim',
    position: 'Center Director',
    company: 'Bright Minds Learning Center',
    content:
      "Parents in Cerritos compare tutoring centers carefully, and we weren't even part of that conversation online. We published genuinely useful SAT and math pages and tightened up our local listings. Enrollment inquiries now spike before every semester instead of trickling in.",
    stars: 5,
    image: '/images/avatars/avatar-4.svg',
  },
  {
    name: 'Sophia Martinez',
    position: 'Owner',
    company: 'Bloom & Stem Floral',
    content:
      "Our flower shop in Echo Park depends on same-day orders, so being found quickly is everything. We now come up for florist searches in Echo Park and the surrounding neighborhoods, and our Valentine's Day and Mother's Day online orders were the strongest we've ever had.",
    stars: 5,
    image: '/images/avatars/avatar-5.svg',
  },
  {
    name: "James O'Connor",
    position: 'Owner',
    company: "O'Connor Electric",
    content:
      "I'm an electrician, not a marketer, so I needed someone I could trust to just handle it. That's exactly what happened. We rank for panel upgrades and EV charger installs in Santa Clarita, and most weeks our schedule is booked solid.",
    stars: 5,
    image: '/images/avatars/avatar-6.svg',
  },
  {
    name: 'Aisha Mohammed',
    position: 'Owner',
    company: 'Zahra Mediterranean Grill',
    content:
      'Students near our Northridge restaurant are always searching for food on their phones. Our menu, hours, and photos are now fully optimized, and our listing gets far more views than it did a year ago. Weekday lunches are busier than ever.',
    stars: 5,
    image: '/images/avatars/avatar-7.svg',
  },
  {
    name: 'Robert Washington',
    position: 'Attorney',
    company: 'Washington Estate Planning',
    content:
      "Estate planning clients take their time choosing a lawyer, so trust signals matter. They strengthened the content on my Westchester practice's site, helped us earn more reviews, and answered common questions about trusts and wills. These days, most of my new consultations begin with a Google search.",
    stars: 5,
    image: '/images/avatars/avatar-8.svg',
  },
  {
    name: 'Olivia Bennett',
    position: 'Founder',
    company: 'Tidewater Yoga',
    content:
      'Venice has a yoga studio on nearly every block, so standing out felt impossible. By focusing on our class schedule pages and local listings, we began appearing for hot yoga searches nearby. Our new-student intro packs sold out twice this spring.',
    stars: 5,
    image: '/images/avatars/avatar-1.svg',
  },
  {
    name: 'Gabriel Flores',
    position: 'Owner',
    company: 'Flores Family Pest Control',
    content:
      "We're a family pest control business in Pomona, and we kept losing jobs to national chains. After six months, we reached the first page of local results for termite and rodent service. Calls have roughly doubled compared with the same period last year.",
    stars: 5,
    image: '/images/avatars/avatar-2.svg',
  },
  {
    name: 'Rebecca Adler',
    position: 'Chiropractor and Owner',
    company: 'Adler Chiropractic & Wellness',
    content:
      'I was paying a lot for directory listings that sent very few patients to my Studio City office. They shifted the focus to my own website and Google profile instead. New patient bookings through the site now fill most of my open slots each week.',
    stars: 5,
    image: '/images/avatars/avatar-3.svg',
  },
  {
    name: 'Andre Dubois',
    position: 'Owner',
    company: 'Maison Andre Bakery',
    content:
      'Our bakery in Larchmont Village is small, and I never had time to learn SEO myself. They handled everything, from our Google listing to a new page for custom cakes. Custom cake orders have climbed steadily, and those are our most profitable sales.',
    stars: 5,
    image: '/images/avatars/avatar-4.svg',
  },
  {
    name: 'Keisha Robinson',
    position: 'Owner',
    company: 'Crown & Coil Hair Studio',
    content:
      'I specialize in natural hair care in Inglewood, and clients were struggling to find me online. We built out proper service pages and started collecting reviews the right way. My book is now full about three weeks out, which had never happened before.',
    stars: 5,
    image: '/images/avatars/avatar-5.svg',
  },
  {
    name: 'Michael Rosen',
    position: 'Marketing Director',
    company: 'Westside Orthopedic Group',
    content:
      'Our orthopedic group in Santa Monica needed a partner who understood healthcare compliance. They were careful with every claim on our pages and still delivered. Organic traffic to our sports medicine pages is up about 80 percent, and appointment requests rose along with it.',
    stars: 5,
    image: '/images/avatars/avatar-6.svg',
  },
  {
    name: 'Elena Vasquez',
    position: 'Owner',
    company: 'Vasquez Insurance Agency',
    content:
      'Insurance is a crowded field, and I assumed only the big carriers could rank. Targeting Downey and the surrounding cities with helpful local pages proved me wrong. Quote requests from our website have grown each month for the past year.',
    stars: 5,
    image: '/images/avatars/avatar-7.svg',
  },
  {
    name: 'Tommy Nguyen',
    position: 'Owner',
    company: 'Precision Collision Center',
    content:
      'Collision repair customers are stressed and want a shop fast. Since we started working together, our Van Nuys body shop sits near the top of local results, and more drivers call us straight from the scene. Our reviews improved too, thanks to their follow-up process.',
    stars: 5,
    image: '/images/avatars/avatar-8.svg',
  },
  {
    name: 'Grace Liu',
    position: 'Founder',
    company: 'Paper Crane Stationery',
    content:
      'We sell handmade stationery online from a small studio in Chinatown. Los Angeles SEO Group sped up our sluggish product pages and helped us target gift-related searches. Organic revenue over the holidays was about 50 percent higher than the year before.',
    stars: 5,
    image: '/images/avatars/avatar-1.svg',
  },
  {
    name: 'Javier Morales',
    position: 'Owner',
    company: 'Morales Custom Cabinets',
    content:
      "Our cabinetry shop in Whittier does beautiful work, but the website didn't show it. Adding project galleries, fixing our local citations, and targeting kitchen remodel searches changed that. We've booked several large projects this year from homeowners who found us on Google.",
    stars: 5,
    image: '/images/avatars/avatar-2.svg',
  },
  {
    name: 'Hannah Schwartz',
    position: 'Office Manager',
    company: 'Clear View Optometry',
    content:
      "Eye exams can feel like a commodity until someone needs a specialist. Our Encino optometry practice now ranks for dry eye treatment and children's exams, which are exactly the patients we want to see. Booked exams from online search are up about 40 percent.",
    stars: 5,
    image: '/images/avatars/avatar-3.svg',
  },
  {
    name: 'Dwayne Carter',
    position: 'Owner',
    company: 'Carter Garage Door Repair',
    content:
      "Garage door emergencies don't wait, so customers call whoever shows up first. After the local SEO work, that's us for most of Lakewood and Bellflower. I can see the difference in our call logs every single week.",
    stars: 5,
    image: '/images/avatars/avatar-4.svg',
  },
  {
    name: 'Isabel Cruz',
    position: 'Owner',
    company: "Isabel's Bridal Boutique",
    content:
      'Shoppers from all over Southeast LA come to Pacific Boulevard, but they were finding bigger stores before ours. Now our Huntington Park boutique ranks for bridal and quinceañera gown searches, and fitting appointments have roughly doubled since last spring.',
    stars: 5,
    image: '/images/avatars/avatar-5.svg',
  },
  {
    name: 'Nathan Patel',
    position: 'Pharmacist and Owner',
    company: 'Patel Family Pharmacy',
    content:
      "Independent pharmacies compete with big chains on every corner. Our Artesia pharmacy now shows up for compounding and vaccine searches, and we've seen a clear increase in new prescription transfers. Whenever I have a question, someone gets back to me the same day.",
    stars: 5,
    image: '/images/avatars/avatar-6.svg',
  },
  {
    name: 'Lauren Mitchell',
    position: 'Marketing Manager',
    company: 'Harbor Bluffs Senior Living',
    content:
      'Families researching senior living read a great deal before they ever pick up the phone. Thoughtful articles about care options in San Pedro and the harbor area now bring those families to us, and tour requests from our website are up meaningfully. The tone fit our community perfectly.',
    stars: 5,
    image: '/images/avatars/avatar-7.svg',
  },
  {
    name: 'Omar Haddad',
    position: 'Owner',
    company: 'Haddad Moving & Storage',
    content:
      'Moving is a trust business, and reviews make or break us. They helped us build a steady review process and optimized our North Hollywood listing. We now show up in the top three for local movers, and booked moves are up about 35 percent.',
    stars: 5,
    image: '/images/avatars/avatar-8.svg',
  },
  {
    name: 'Stephanie Yamamoto',
    position: 'Owner',
    company: 'Kaede Tea House',
    content:
      'Our tea shop in Little Tokyo gets plenty of foot traffic, but the online store had been flat for years. Better product pages and a series of brewing guides brought steady organic growth, and online matcha sales are now a real part of our business.',
    stars: 5,
    image: '/images/avatars/avatar-1.svg',
  },
  {
    name: 'Christopher Evans',
    position: 'Owner',
    company: 'Evans Pool & Spa Service',
    content:
      'Pool service is competitive in Calabasas and Agoura Hills. They targeted exactly the services we offer, and homeowners now find us on Google instead of only through neighbors. We added two new service routes this year.',
    stars: 5,
    image: '/images/avatars/avatar-2.svg',
  },
  {
    name: 'Veronica Salazar',
    position: 'Founding Attorney',
    company: 'Salazar Immigration Law',
    content:
      'Many of our clients search in Spanish, and our old site ignored that completely. Bilingual pages for our Westlake office changed everything, and Spanish-language searches are now a major source of new cases. They were respectful of how sensitive our work is.',
    stars: 5,
    image: '/images/avatars/avatar-3.svg',
  },
  {
    name: 'Ethan Wallace',
    position: 'Co-Owner',
    company: 'Riverside Drive Brewing Co.',
    content:
      'Even locals missed our taproom in Atwater Village. Once our listing and events page were optimized, we started showing up when people nearby searched for breweries, and trivia nights are packed most weeks now.',
    stars: 5,
    image: '/images/avatars/avatar-4.svg',
  },
  {
    name: 'Monica Alvarado',
    position: 'Practice Manager',
    company: 'Bayside Physical Therapy',
    content:
      'Our physical therapy clinic in Manhattan Beach gets most patients through physician referrals, so we underestimated search. It turns out plenty of people look for PT on their own. Self-referred patients have grown to about a quarter of our new intakes.',
    stars: 5,
    image: '/images/avatars/avatar-5.svg',
  },
  {
    name: 'Kwame Asante',
    position: 'Owner',
    company: 'Keystone Locksmith Services',
    content:
      'Locksmith searches are full of fake listings, which makes it hard for a legitimate business to get noticed. Our profile was cleaned up and verified, and we now stand out in Hawthorne and Gardena. Emergency lockout calls have increased steadily ever since.',
    stars: 5,
    image: '/images/avatars/avatar-6.svg',
  },
  {
    name: 'Claire Whitman',
    position: 'Principal Designer',
    company: 'Whitman Interior Design',
    content:
      "Interior design clients want to see your work before they call. We built project pages around West Hollywood homes I've completed, and they now rank when people nearby look for a designer. Inquiries are better qualified, too, which saves me a lot of time.",
    stars: 5,
    image: '/images/avatars/avatar-7.svg',
  },
  {
    name: 'Luis Ortega',
    position: 'Owner',
    company: 'Pawsh Grooming',
    content:
      'Our dog grooming shop in Eagle Rock had loyal regulars but very few new faces. After optimizing our listing and adding an online booking link, new customers started finding us every week. Saturday appointments now fill up days in advance.',
    stars: 5,
    image: '/images/avatars/avatar-8.svg',
  },
  {
    name: 'Sarah Feldman',
    position: 'Founder',
    company: 'Sparkle & Sage Home Cleaning',
    content:
      "We're a small eco-friendly cleaning company based in Los Feliz. Thanks to their work, we rank for house cleaning searches in Los Feliz, Silver Lake, and Echo Park, and recurring client sign-ups have grown about 50 percent since we started.",
    stars: 5,
    image: '/images/avatars/avatar-1.svg',
  },
  {
    name: 'Victor Gutierrez',
    position: 'Head Instructor',
    company: 'Gutierrez Martial Arts Academy',
    content:
      'We teach martial arts to kids and adults in Montebello, and parents now find us when searching for after-school programs. Trial class sign-ups are up noticeably, and the monthly check-in with our account manager keeps me informed without eating into my teaching time.',
    stars: 5,
    image: '/images/avatars/avatar-2.svg',
  },
];
