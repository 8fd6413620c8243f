import { act, render, screen, within } from '../support/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { neighborhoodTeasers, popularNeighborhoods } from '@/content/home';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NEIGHBORHOOD_REGIONS, loadNeighborhood, neighborhoodList, type Neighborhood, type NeighborhoodRegion } from '@/content/neighborhoods';
import { neighborhoods } from '@/content/neighborhoods/all-neighborhoods';
import { caseStudies } from '@/content/case-studies/case-studies';
import { placeCaseStudies } from '@/content/neighborhoods/case-studies.generated';
import { caseStudyModule, directoryModule, listModule } from '@/content/neighborhoods/summaries';
import { preloadNeighborhood } from '@/features/neighborhoods/lib/use-neighborhood';
import { NeighborhoodDirectory } from '@/features/neighborhoods/components/directory/neighborhood-directory';
import { filterNeighborhoods, toggleRegion } from '@/features/neighborhoods/lib/filter-neighborhoods';
import { figuresNote, neighborhoodFaqs, neighborhoodPageTitle, whySeoParagraphs } from '@/features/neighborhoods';
import { neighborhoodSlug } from '@/lib/slug';
import NeighborhoodPage from '@/pages/neighborhood-page';

const HOME_PAGE_NAMES = ['Hollywood', 'Santa Monica', 'Pasadena', 'Beverly Hills', 'Downtown LA', 'Culver City', 'Sherman Oaks', 'Long Beach'];

/** A made-up place for the filter tests, so they do not depend on the real content. */
function place(name: string, region: NeighborhoodRegion, keyIndustries: string[]): Neighborhood {
  return {
    id: neighborhoodSlug(name),
    name,
    region,
    businessCount: 1000,
    population: 10000,
    populationSource: 'estimate',
    searchCompetition: 'moderate',
    knownFor: 'A test place.',
    keyIndustries,
    competitiveLandscape: 'Test competition.',
    localLandmarks: [],
    notableBusinesses: [],
    conversionTips: [],
    heroIntro: 'A test intro.',
    localPicture: ['A test paragraph.'],
    strategy: [],
    localQuestion: { question: 'A test question?', answer: 'A test answer.' },
    metaDescription: 'Test.',
  };
}

const sample = [
  place('Harbor Point', 'South Bay & Harbor', ['Marine Services', 'Restaurants', 'Logistics']),
  place('Lakeview', 'Central LA', ['Coffee Shops', 'Fitness & Yoga', 'Real Estate']),
  place('Oak Flats', 'San Fernando Valley', ['Restaurants', 'Legal Services', 'Healthcare']),
  place('Point Dume', 'Westside', ['Real Estate', 'Surf Schools', 'Hotels & Hospitality']),
];
const names = (list: Pick<Neighborhood, 'name'>[]) => list.map((entry) => entry.name);
const neighborhoodById = (id: string) => neighborhoods.find((entry) => entry.id === id);
const contentFolder = resolve(import.meta.dirname, '../../src/content/neighborhoods');

describe('neighborhood data', () => {
  it('covers at least 30 places, with a place in every region and every place in a region from the one list', () => {
    expect(neighborhoods.length).toBeGreaterThanOrEqual(30);
    for (const region of NEIGHBORHOOD_REGIONS) expect(neighborhoods.some((entry) => entry.region === region), region).toBe(true);
    for (const entry of neighborhoods) expect(NEIGHBORHOOD_REGIONS, entry.name).toContain(entry.region);
  });

  it('files places where Angelenos put them (issue 50)', () => {
    const regionOf = (id: string) => neighborhoodById(id)!.region;
    for (const id of ['torrance', 'manhattan-beach', 'long-beach', 'san-pedro']) expect(regionOf(id), id).toBe('South Bay & Harbor');
    for (const id of ['pasadena', 'arcadia', 'alhambra', 'monterey-park']) expect(regionOf(id), id).toBe('San Gabriel Valley');
    for (const id of ['northridge', 'chatsworth', 'granada-hills', 'porter-ranch']) expect(regionOf(id), id).toBe('San Fernando Valley');
    expect(regionOf('highland-park')).toBe('Northeast LA');
  });

  it('includes every neighborhood the home page links to', () => {
    const listed = names(neighborhoods);
    for (const name of HOME_PAGE_NAMES) expect(listed).toContain(name);
    for (const name of [...neighborhoodTeasers.map((teaser) => teaser.name), ...popularNeighborhoods]) {
      expect(neighborhoodById(neighborhoodSlug(name))?.name, name).toBe(name);
    }
  });

  it('lists every place module once, in region order and then by name', () => {
    const files = readdirSync(resolve(contentFolder, 'places')).map((file) => file.replace(/\.ts$/, ''));
    expect(neighborhoods.map((entry) => entry.id).sort()).toEqual(files.sort());
    const regionOrder = (entry: Neighborhood) => NEIGHBORHOOD_REGIONS.indexOf(entry.region);
    const sorted = [...neighborhoods].sort((a, b) => regionOrder(a) - regionOrder(b) || a.name.localeCompare(b.name));
    expect(names(neighborhoods)).toEqual(names(sorted));
  });

  it('keeps the generated list, directory and case-study summaries up to date (run `npm run neighborhoods:index`)', () => {
    expect(readFileSync(resolve(contentFolder, 'list.generated.ts'), 'utf8')).toBe(listModule(neighborhoods));
    expect(readFileSync(resolve(contentFolder, 'directory.generated.ts'), 'utf8')).toBe(directoryModule(neighborhoods));
    expect(readFileSync(resolve(contentFolder, 'case-studies.generated.ts'), 'utf8')).toBe(caseStudyModule(neighborhoods, caseStudies));
    expect(neighborhoodList.map((entry) => entry.id)).toEqual(neighborhoods.map((entry) => entry.id));
  });

  it("loads one place's full record by id, and nothing for an unknown id", async () => {
    expect(await loadNeighborhood('santa-monica')).toEqual(neighborhoodById('santa-monica'));
    expect(await loadNeighborhood('atlantis')).toBeUndefined();
    expect(await loadNeighborhood('../all-neighborhoods')).toBeUndefined();
  });

  it('uses unique ids made from the names by neighborhoodSlug', () => {
    for (const entry of neighborhoods) expect(entry.id).toBe(neighborhoodSlug(entry.name));
    expect(new Set(neighborhoods.map((entry) => entry.id)).size).toBe(neighborhoods.length);
  });

  it('gives every place at least 3 key industries and a meta description that fits a search result', () => {
    for (const entry of neighborhoods) {
      expect(entry.keyIndustries.length, entry.name).toBeGreaterThanOrEqual(3);
      expect(entry.metaDescription.length, entry.name).toBeGreaterThan(50);
      expect(entry.metaDescription.length, entry.name).toBeLessThanOrEqual(160);
    }
  });
});

describe('filterNeighborhoods and toggleRegion', () => {
  it('matches the name case-insensitively, ignoring surrounding spaces', () => {
    expect(names(filterNeighborhoods(sample, { query: '  POINT ', region: null }))).toEqual(['Harbor Point', 'Point Dume']);
  });

  it('matches any key industry, not only the first', () => {
    expect(names(filterNeighborhoods(sample, { query: 'restaurants', region: null }))).toEqual(['Harbor Point', 'Oak Flats']);
    expect(names(filterNeighborhoods(sample, { query: 'hospitality', region: null }))).toEqual(['Point Dume']);
  });

  it('shows everything for a blank search and nothing for a search that matches nothing', () => {
    expect(filterNeighborhoods(sample, { query: '', region: null })).toEqual(sample);
    expect(filterNeighborhoods(sample, { query: 'atlantis', region: null })).toEqual([]);
  });

  it('keeps only the chosen region, and combines it with the search', () => {
    expect(names(filterNeighborhoods(sample, { query: '', region: 'San Fernando Valley' }))).toEqual(['Oak Flats']);
    expect(names(filterNeighborhoods(sample, { query: 'real estate', region: 'Westside' }))).toEqual(['Point Dume']);
    expect(filterNeighborhoods(sample, { query: 'restaurants', region: 'Central LA' })).toEqual([]);
  });

  it('turns a region off when the active one is clicked again', () => {
    expect(toggleRegion(null, 'Westside')).toBe('Westside');
    expect(toggleRegion('Westside', 'Eastside')).toBe('Eastside');
    expect(toggleRegion('Westside', 'Westside')).toBeNull();
  });
});

describe('neighborhood page copy', () => {
  it("asks the place's own question first, then price and timing in line with the site", () => {
    const hollywood = neighborhoodById('hollywood')!;
    const faqs = neighborhoodFaqs(hollywood);
    expect(faqs.map((faq) => faq.question)).toEqual([hollywood.localQuestion.question, 'What does SEO cost for a Hollywood business?', 'How long does SEO take in Hollywood?']);
    expect(faqs[0]!.answer).toBe(hollywood.localQuestion.answer);
    expect(faqs[1]!.answer).toContain('Local SEO starts at $950 per month');
    expect(faqs[1]!.link?.to).toBe('/pricing');
    expect(faqs[2]!.answer).toContain('3-6 months');
    expect(neighborhoodFaqs(neighborhoodById('echo-park')!)[1]!.question).toBe('What does SEO cost for an Echo Park business?');
  });

  it('gives every place its own intro, picture, four-step plan and question', () => {
    for (const entry of neighborhoods) {
      expect(entry.localPicture, entry.name).toHaveLength(3);
      expect(entry.strategy, entry.name).toHaveLength(4);
      expect(entry.heroIntro.length, entry.name).toBeGreaterThan(100);
      expect(entry.localQuestion.answer.length, entry.name).toBeGreaterThan(200);
    }
    // A sentence that fits any place would read the same on two pages: no plan title is repeated.
    const titles = neighborhoods.flatMap((entry) => entry.strategy.map((card) => card.title.replace(entry.name, 'PLACE')));
    expect(titles.length - new Set(titles).size).toBe(0);
  });

  it('opens the why-SEO text with the place\'s own picture, then its competition and one sentence of assessment', () => {
    const montereyPark = neighborhoodById('monterey-park')!;
    const paragraphs = whySeoParagraphs(montereyPark);
    expect(paragraphs.slice(0, 3)).toEqual(montereyPark.localPicture);
    expect(paragraphs[3]).toBe(montereyPark.competitiveLandscape);
    expect(paragraphs[4]).toMatch(/^In our assessment, local search in Monterey Park is less crowded/);
    expect(whySeoParagraphs(neighborhoodById('beverly-hills')!)[4]).toMatch(/^In our assessment, local search in Beverly Hills is very crowded/);
  });

  it('shows each place its own case study, or the nearest one, and every case study of a place is that place\'s', () => {
    for (const entry of neighborhoods) expect(placeCaseStudies[entry.id], entry.name).toBeDefined();
    for (const study of caseStudies) {
      const home = neighborhoods.find((entry) => entry.name === study.location);
      if (home) expect(placeCaseStudies[home.id], study.id).toMatchObject({ id: study.id, own: true });
    }
    expect(placeCaseStudies['marina-del-rey']).toMatchObject({ id: 'cs-6', location: 'Playa Vista', own: false });
  });

  it('never presents a made-up ranking position, and says what every figure rests on (issue 24)', () => {
    for (const entry of neighborhoods) {
      const copy = [...whySeoParagraphs(entry), ...neighborhoodFaqs(entry).map((faq) => faq.answer), figuresNote(entry)].join(' ');
      expect(copy, entry.name).not.toMatch(/#\d|average position|rank around/);
      expect(figuresNote(entry), entry.name).toContain('Businesses: our rough estimate');
    }
    expect(figuresNote(neighborhoodById('el-segundo')!)).toContain("Residents: the U.S. Census Bureau's 2020 Census count, 17,272, rounded to the nearest hundred.");
    expect(figuresNote(neighborhoodById('long-beach')!)).toContain("Residents: the U.S. Census Bureau's 2020 Census count, 466,742, rounded to the nearest hundred.");
    expect(figuresNote(neighborhoodById('silver-lake')!)).toContain('Residents: our rounded estimate, as the census does not count neighborhoods of the City of Los Angeles on their own.');
  });

  it('keeps the place facts that issue 24 corrected', () => {
    // 2020 census: 17,272 residents.
    expect(neighborhoodById('el-segundo')!.population).toBe(17300);
    // Westfield Topanga is in Canoga Park, Brentwood Country Mart in Santa Monica, Hollyhock House in East Hollywood, the Museum of Jurassic Technology in Palms.
    expect(neighborhoodById('woodland-hills')!.knownFor).not.toContain('Westfield');
    expect(neighborhoodById('woodland-hills')!.competitiveLandscape).toContain('Westfield Topanga just across the line in Canoga Park');
    expect(neighborhoodById('woodland-hills')!.notableBusinesses.join()).not.toContain('Westfield');
    expect(neighborhoodById('brentwood')!.notableBusinesses).not.toContain('Brentwood Country Mart');
    expect(neighborhoodById('los-feliz')!.localLandmarks).not.toContain('Hollyhock House');
    expect(neighborhoodById('culver-city')!.localLandmarks).not.toContain('Museum of Jurassic Technology');
  });

  it('gives every neighborhood page title one wording (issue 50)', () => {
    expect(neighborhoodPageTitle('Hollywood')).toBe('Hollywood SEO Services | LA SEO Group');
    expect(neighborhoodPageTitle('Manhattan Beach')).toBe('Manhattan Beach SEO Services | LA SEO Group');
    for (const entry of neighborhoods) expect(neighborhoodPageTitle(entry.name).length, entry.name).toBeLessThanOrEqual(60);
  });
});

describe('the /neighborhoods directory', () => {
  const renderDirectory = () =>
    render(
      <MemoryRouter>
        <NeighborhoodDirectory />
      </MemoryRouter>,
    );
  const cardLinks = () => within(screen.getByRole('list', { name: 'Neighborhoods' })).getAllByRole('link');
  const cardNames = () => cardLinks().map((link) => link.textContent);

  it('shows every neighborhood as a card linking to its final address, /los-angeles-seo/{id}', () => {
    renderDirectory();
    expect(cardLinks()).toHaveLength(neighborhoods.length);
    expect(screen.getByRole('link', { name: 'Hollywood' })).toHaveAttribute('href', '/los-angeles-seo/hollywood');
    expect(screen.getByText(`Showing all ${neighborhoods.length} neighborhoods`)).toBeVisible();
  });

  it('says "No neighborhoods found" for a search without matches, and Reset Filters brings every card back', async () => {
    const user = userEvent.setup();
    renderDirectory();
    const search = screen.getByLabelText('Search by neighborhood or industry');
    await user.click(screen.getByRole('button', { name: 'San Gabriel Valley' }));
    await user.type(search, 'underwater basket weaving');
    expect(screen.getByText('No neighborhoods found')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Neighborhoods' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(cardLinks()).toHaveLength(neighborhoods.length);
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(screen.getByRole('button', { name: 'All Regions' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'San Gabriel Valley' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows only Westside cards after Westside, and every card again after a second click', async () => {
    const user = userEvent.setup();
    renderDirectory();
    const west = screen.getByRole('button', { name: 'Westside' });
    const westNames = names(neighborhoods.filter((entry) => entry.region === 'Westside'));

    await user.click(west);
    expect(west).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All Regions' })).toHaveAttribute('aria-pressed', 'false');
    expect(cardNames()).toEqual(westNames);
    expect(screen.getByText(`Showing ${westNames.length} of ${neighborhoods.length} neighborhoods`)).toHaveAttribute('aria-live', 'polite');

    await user.click(west);
    expect(west).toHaveAttribute('aria-pressed', 'false');
    expect(cardLinks()).toHaveLength(neighborhoods.length);
  });

  it('searches names and industries within the chosen region', async () => {
    const user = userEvent.setup();
    renderDirectory();
    await user.type(screen.getByLabelText('Search by neighborhood or industry'), 'AEROSPACE');
    expect(cardNames()).toEqual(['El Segundo', 'Long Beach', 'Redondo Beach', 'Torrance']);
    await user.click(screen.getByRole('button', { name: 'Westside' }));
    expect(screen.getByText('No neighborhoods found')).toBeVisible();
  });
});

describe('the neighborhood pages', () => {
  it('shows "Neighborhood not found" with a Go Home link for an unknown id, and keeps it out of search engines', async () => {
    await preloadNeighborhood('atlantis');
    render(
      <MemoryRouter initialEntries={['/los-angeles-seo/atlantis']}>
        <Routes>
          <Route path="/los-angeles-seo/:id" element={<NeighborhoodPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Neighborhood not found');
    expect(screen.getByText("Sorry, we couldn't find information about this neighborhood.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('lays out a neighborhood with its figures, anchors, FAQs and a contact form pre-filled with the name', async () => {
    await preloadNeighborhood('santa-monica');
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/los-angeles-seo/santa-monica']}>
          <Routes>
            <Route path="/los-angeles-seo/:id" element={<NeighborhoodPage />} />
          </Routes>
        </MemoryRouter>,
      );
    });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Santa Monica SEO Services']);
    expect(document.title).toBe('Santa Monica SEO Services | LA SEO Group');
    expect(screen.getByText('Search competition (our view)').parentElement).toHaveTextContent(/^Search competition \(our view\)Very high$/);
    expect(screen.getByText('Businesses (our estimate)').parentElement).toHaveTextContent(/^Businesses \(our estimate\)11,800$/);
    expect(screen.getByText(/^Businesses: our rough estimate/)).toHaveTextContent("Residents: the U.S. Census Bureau's 2020 Census count, 93,076, rounded to the nearest hundred.");
    expect(screen.getByText('Residents').parentElement).toHaveTextContent(/^Residents93,100$/);
    expect(screen.queryByText(/Avg\. ranking/)).not.toBeInTheDocument();
    expect(screen.getByText('Westside')).toBeVisible();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Neighborhoods' })).toHaveAttribute('href', '/neighborhoods');

    const menu = screen.getByRole('navigation', { name: 'On this page' });
    for (const id of ['services', 'strategy', 'faq', 'contact']) {
      expect(within(menu).getByRole('link', { name: new RegExp(id, 'i') })).toHaveAttribute('href', `#${id}`);
      expect(document.getElementById(id)).toHaveClass('scroll-mt-header');
    }
    expect(screen.getByRole('button', { name: 'What does SEO cost for a Santa Monica business?' })).toBeVisible();

    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
    expect(jsonLd.flat()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ '@type': 'Service', name: 'Local SEO in Santa Monica', areaServed: { '@type': 'Place', name: 'Santa Monica, Los Angeles County, California' } }),
        expect.objectContaining({ '@type': 'BreadcrumbList' }),
      ]),
    );
    // The generated questions are for readers; FAQPage markup belongs to /faqs alone (decision 0020).
    expect(jsonLd.flat().map((item: { '@type': string }) => item['@type'])).toEqual(['Service', 'BreadcrumbList']);

    // The form is lazily loaded, so its first import can take a moment.
    expect(await screen.findByRole('heading', { name: 'Get more customers in Santa Monica' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByLabelText('How can we help?')).toHaveValue("I'm interested in SEO services for my business in Santa Monica.");
  });
});
