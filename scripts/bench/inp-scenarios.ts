/**
 * The interactions the INP bench drives (issue 40, point 8). Each scenario gets a fresh browser
 * context: `prepare` loads and sets up the page at full speed, with untrusted events only
 * (`fill`, `focus`, `dispatchEvent`), which the Event Timing API ignores; `interact` runs under the
 * CPU slowdown with real clicks and keystrokes, the only inputs INP counts, and waits until the
 * page has answered them.
 */
import type { Locator, Page } from '@playwright/test';

export interface InpScenario {
  name: string;
  path: string;
  /** Phone-sized: the mobile menu exists below the desktop breakpoint only. */
  mobile?: boolean;
  /** Staff logged in on the dashboard with 100,000 leads. */
  staff?: boolean;
  /** The dashboard's Calls view, with the bench's calls booked (BENCH_CALLS); the leads list is not awaited. */
  calls?: boolean;
  /** The lead pop-up allowed: a returning visitor's, so it opens after its 10 s delay (real time: faked timers confuse web-vitals). */
  popup?: boolean;
  prepare?: (page: Page) => Promise<void>;
  interact: (page: Page) => Promise<void>;
}

/**
 * A press as a visitor's: the mouse moved to the element's centre, pressed and released there
 * (Chromium's own input events, as `click()` sends them), without `click()`'s hit-target check.
 * That check is a capture listener Playwright puts on the page for the click, which asks
 * `elementsFromPoint` on the first trusted event: a forced style, layout and hit test inside the
 * press's own events (on the leads list at 4x CPU, 7-13 ms of script in `pointerdown` and the layout
 * after), which no visitor's press pays and INP then counted against the page.
 */
export async function press(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the element to press has no box');
  await target.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The dashboard's list call whose body holds `fragment` has answered (its rows then render within the run's last frames). */
const listAnswered = (page: Page, fragment: string) =>
  page.waitForResponse((response) => response.url().includes('dashboard_list_leads') && (response.request().postData() ?? '').includes(fragment));

/**
 * The search field in the middle of the window, as it is for staff typing into it. Left to focus(),
 * it sits at the window's bottom edge, and Chromium reported every keystroke after the first 150 ms
 * late there (its frame painted in 20 ms; 16 to 32 ms with the field in view).
 */
const searchFieldInView = (page: Page) => page.getByLabel('Search leads').evaluate((field) => field.scrollIntoView({ block: 'center' }));

/** "plumb" typed into the dashboard's search, `delay` ms between keys, until its own answer arrives. */
const typingInSearch = (name: string, delay: number): InpScenario => ({
  name: `dashboard, 100,000 leads: ${name}`,
  path: '/dashboard',
  staff: true,
  prepare: searchFieldInView,
  interact: async (page) => {
    await page.getByLabel('Search leads').focus();
    const answered = listAnswered(page, '"search":"plumb"');
    await page.keyboard.type('plumb', { delay });
    await answered;
  },
});

/** The calls the bench books before the Calls scenarios, one per scenario, by their visitor's name (each scenario's own, so one's mark does not change another's buttons). */
export const BENCH_CALLS = { attended: 'INP Attended', move: 'INP Move', cancel: 'INP Cancel' } as const;

/** A booked call's item in the Calls view, found by its visitor's name. */
const callItem = (page: Page, name: string) => page.locator('li[data-call]', { has: page.getByRole('link', { name, exact: true }) });

/** The Calls view has drawn the call, which is scrolled to the middle of the window as staff would see it. */
const callShown = (name: string) => async (page: Page) => {
  const item = callItem(page, name);
  await item.waitFor({ timeout: 60_000 });
  await item.evaluate((element) => element.scrollIntoView({ block: 'center' }));
};

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

export const INP_SCENARIOS: InpScenario[] = [
  {
    name: 'lead pop-up: opens on its timer, then a tap into Name and 4 keystrokes',
    path: '/privacy-policy',
    popup: true,
    prepare: async (page) => {
      await page.getByRole('dialog', { name: 'Get Your Free SEO Consultation' }).waitFor({ timeout: 20_000 });
    },
    interact: async (page) => {
      const dialog = page.getByRole('dialog', { name: 'Get Your Free SEO Consultation' });
      await press(dialog.getByLabel('Name', { exact: true }));
      await page.keyboard.type('Rosa');
    },
  },
  {
    name: 'contact form: type name and e-mail, Continue',
    path: '/contact',
    interact: async (page) => {
      const form = page.getByRole('form', { name: 'Send us a message' });
      await press(form.getByLabel('Name'));
      await page.keyboard.type('Dev Patel');
      await press(form.getByLabel('Email'));
      await page.keyboard.type('dev@inp.example');
      await press(form.getByRole('button', { name: 'Continue' }));
      await form.getByLabel('How can we help?').waitFor();
    },
  },
  {
    name: '/book: pick a time (its free times loaded)',
    path: '/book',
    prepare: async (page) => {
      await page.getByRole('group', { name: 'Day', exact: true }).getByRole('button').first().waitFor();
    },
    interact: async (page) => {
      const time = page
        .getByRole('group', { name: /^Free times on / })
        .getByRole('button')
        .first();
      await press(time);
      await page.locator('[aria-pressed="true"]', { hasText: /[AP]M/ }).waitFor();
    },
  },
  {
    name: 'pricing wizard: Next from step 1 to step 2',
    path: '/pricing',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Apply now for Local SEO' }).dispatchEvent('click');
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Business name').fill('Kim Family Dental');
      await dialog.getByLabel('Website').fill('kimdental.example');
    },
    interact: async (page) => {
      const dialog = page.getByRole('dialog');
      await press(dialog.getByRole('button', { name: 'Next' }));
      await dialog.getByLabel('Contact name').waitFor();
    },
  },
  {
    name: 'SEO tool: the Keyword Research tab',
    path: '/seo-tool',
    interact: async (page) => {
      await press(page.getByRole('tab', { name: 'Keyword Research' }));
      await page.locator('[role="tab"][aria-selected="true"]', { hasText: 'Keyword Research' }).waitFor();
    },
  },
  {
    name: 'knowledge base: a search keystroke ("loca" + "l")',
    path: '/knowledge-base',
    prepare: async (page) => {
      await page.getByLabel('Search the knowledge base').fill('loca');
    },
    interact: async (page) => {
      await page.getByLabel('Search the knowledge base').focus();
      await page.keyboard.press('l');
    },
  },
  {
    name: 'mobile menu: open (390 px)',
    path: '/',
    mobile: true,
    interact: async (page) => {
      await press(page.getByRole('button', { name: 'Open menu' }));
      await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    },
  },
  // A steady typist: later keystrokes land while the earlier ones' results arrive and render.
  typingInSearch('typing "plumb" in search', 150),
  // A slow typist: each keystroke's results arrive and render before the next one.
  typingInSearch('typing "plumb" slowly in search', 400),
  {
    name: 'dashboard, 100,000 leads: Lead type filter (ArrowDown)',
    path: '/dashboard',
    staff: true,
    interact: async (page) => {
      await page.getByLabel('Lead type').focus();
      const answered = listAnswered(page, '"lead_types":[');
      await page.keyboard.press('ArrowDown');
      await answered;
    },
  },
  {
    // Staff stepping a status with the arrow keys and saving it with Enter (decision 0033): the
    // save, its optimistic row and its toast. Each run takes the first row still New, so every run
    // makes the same change (New to Contacted).
    name: 'dashboard, 100,000 leads: a status changed (ArrowDown, Enter)',
    path: '/dashboard',
    staff: true,
    prepare: async (page) => {
      await page.locator('select[data-lead-status]').first().waitFor();
      await page.evaluate(() => {
        const select = [...document.querySelectorAll<HTMLSelectElement>('select[data-lead-status]')].find((candidate) => candidate.value === 'new');
        if (!select) throw new Error('no lead on the first page is New');
        select.dataset.inpTarget = '';
        select.scrollIntoView({ block: 'center' });
      });
    },
    interact: async (page) => {
      await page.locator('select[data-inp-target]').focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.getByText('Status set to Contacted').first().waitFor();
    },
  },
  {
    // A toggle that stays enabled while its write runs; a run after a marked one clears the mark first, untimed.
    name: 'dashboard Calls: mark a call attended',
    path: '/dashboard?view=calls',
    staff: true,
    calls: true,
    prepare: async (page) => {
      await callShown(BENCH_CALLS.attended)(page);
      const attended = callItem(page, BENCH_CALLS.attended).getByRole('button', { name: 'Attended', exact: true });
      if ((await attended.getAttribute('aria-pressed')) === 'true') {
        await attended.dispatchEvent('click');
        await callItem(page, BENCH_CALLS.attended).locator('[aria-pressed="false"]', { hasText: 'Attended' }).waitFor();
        await callItem(page, BENCH_CALLS.attended).locator('[aria-busy="false"]').waitFor();
      }
    },
    interact: async (page) => {
      await press(callItem(page, BENCH_CALLS.attended).getByRole('button', { name: 'Attended', exact: true }));
      await callItem(page, BENCH_CALLS.attended).locator('[aria-pressed="true"]', { hasText: 'Attended' }).waitFor();
      await page.getByText(`Call with ${BENCH_CALLS.attended} marked attended`).first().waitFor();
    },
  },
  {
    name: 'dashboard Calls: open the Move dialog',
    path: '/dashboard?view=calls',
    staff: true,
    calls: true,
    prepare: callShown(BENCH_CALLS.move),
    interact: async (page) => {
      await press(callItem(page, BENCH_CALLS.move).getByRole('button', { name: /^Move the call with / }));
      await page.getByRole('dialog', { name: `Move the call with ${BENCH_CALLS.move}` }).waitFor();
    },
  },
  {
    name: 'dashboard Calls: Cancel call opens its confirmation',
    path: '/dashboard?view=calls',
    staff: true,
    calls: true,
    prepare: callShown(BENCH_CALLS.cancel),
    interact: async (page) => {
      await press(callItem(page, BENCH_CALLS.cancel).getByRole('button', { name: 'Cancel call', exact: true }));
      await page.getByRole('dialog', { name: 'Cancel this call?' }).waitFor();
    },
  },
  {
    // The leads' first dialog of a visit: Radix's code runs for the first time here, as on the Calls view.
    name: 'dashboard, 100,000 leads: Delete opens its confirmation',
    path: '/dashboard',
    staff: true,
    prepare: async (page) => {
      await page.locator('button[data-delete-lead]').first().waitFor();
    },
    interact: async (page) => {
      await press(page.locator('button[data-delete-lead]').first());
      await page.getByRole('dialog', { name: 'Delete this lead?' }).waitFor();
    },
  },
  {
    name: 'dashboard, 100,000 leads: sort by Name',
    path: '/dashboard',
    staff: true,
    interact: async (page) => {
      await press(page.getByRole('button', { name: 'Name' }));
      await page.locator('th[aria-sort]', { hasText: 'Name' }).waitFor();
      await page.getByText('Lead 99999').first().waitFor();
    },
  },
];

export { hydrated };
