/**
 * Interaction to Next Paint (issue 40, point 8): the key interactions of the built site driven in
 * Chromium at a 4x CPU slowdown (`--cpu=N`), measured in the page by Google's `web-vitals` library
 * (its attribution build, onINP with reportAllChanges), 5 runs each (`--runs=N`), median printed
 * against the 100 ms target, with the worst run's long animation frame: the script that held the
 * main thread. `npm run bench -- --only=inp`; `--dist=` and `--api-port=` measure another build
 * (one built by `build:e2e` for its own backend port); `--scenario=text` runs the matching ones
 * (`--scenario=a,b`: those matching either);
 * `--trace` prints each run's main-thread time by Chromium event (style, layout, paint, script);
 * `--tasks` with `--trace` each main-thread task of the run (wall and CPU time, V8's compiling),
 * with the events and steps inside it;
 * `--profile` the page's script by self time and its components by inclusive time (names with a
 * `PROFILE_BUILD=1` build); `--leads=N` seeds N leads instead of 100,000 (for the Calls view's
 * scenarios, which do not read the list).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startBackend, type RunningBackend } from '../../supabase/local/backend';
import { chromiumLaunchOptions } from '../chromium';
import { createStaticServer, listen } from '../static-server';
import { seedLeads } from './database';
import { BENCH_CALLS, INP_SCENARIOS, hydrated, type InpScenario } from './inp-scenarios';
import { bookBenchCalls } from './inp-calls';
import { median } from './median';
import { PAGE_SIZE } from '../../src/features/dashboard/lib/page-size';

export const INP_TARGET_MS = 100;
/** The dashboard's list has loaded: the seeded leads, and any the visitor scenarios sent before (a contact form's partial lead). */
const LIST_SHOWN = new RegExp(`^Showing ${PAGE_SIZE} out of [\\d,]+ leads$`);

const arg = (name: string) => process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
// The IIFE build is not among the package's exports: found beside the CommonJS build that is.
const webVitalsSource = readFileSync(
  resolve(dirname(createRequire(import.meta.url).resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'),
  'utf8',
);

interface InpReading {
  value: number;
  target: string;
  type: string;
  inputDelay: number;
  processing: number;
  presentation: number;
  /** The longest script of the interaction's long animation frames: where the time went. */
  script: string;
  /** The interaction's events (keydown, keyup; pointerdown, click) with their durations. */
  events: string;
  /** `--trace`: the CPU time of the tasks that ran the input events (inputTasksCpu). */
  inputCpu?: number;
}

type LoafScript = { duration: number; sourceURL: string; sourceFunctionName: string; invoker: string };

/** The part of web-vitals' INP metric (its attribution build) the bench reads. */
type InpMetric = {
  value: number;
  attribution: {
    interactionTarget: string;
    interactionType: string;
    inputDelay: number;
    processingDuration: number;
    presentationDelay: number;
    longAnimationFrameEntries: { scripts: LoafScript[] }[];
  };
  entries: { name: string; duration: number; startTime: number; processingStart: number; processingEnd: number }[];
};

/** What the bench keeps on the page's window: web-vitals (injected before the page's code) and the readings. */
interface InpHooks {
  webVitals?: { onINP: (report: (metric: InpMetric) => void, options: object) => void };
  __inp?: InpReading[];
}

/** Registered before the page's own code: every INP change kept, with its attribution. */
function listenForInp() {
  if (window.top !== window) return;
  const hooks: Window & InpHooks = window;
  const store: InpReading[] = [];
  hooks.__inp = store;
  const api = hooks.webVitals;
  if (!api) throw new Error('web-vitals was not injected before the INP listener.');
  api.onINP(
    ({ value, attribution, entries }) => {
      const scripts = attribution.longAnimationFrameEntries.flatMap((frame) => frame.scripts).sort((a, b) => b.duration - a.duration);
      const top = scripts[0];
      store.push({
        value,
        target: attribution.interactionTarget,
        type: attribution.interactionType,
        inputDelay: Math.round(attribution.inputDelay),
        processing: Math.round(attribution.processingDuration),
        presentation: Math.round(attribution.presentationDelay),
        script: top ? `${Math.round(top.duration)} ms ${top.invoker} ${top.sourceFunctionName || '(anonymous)'} ${top.sourceURL.split('/').pop()}` : 'none',
        // Each event's duration, then when its handlers started and ended after it was input.
        events: entries
          .map(
            (entry) =>
              `${entry.name} ${Math.round(entry.duration)} [${Math.round(entry.processingStart - entry.startTime)}-${Math.round(entry.processingEnd - entry.startTime)}]`,
          )
          .join(', '),
      });
    },
    { reportAllChanges: true, durationThreshold: 16 },
  );
}

async function loginAsStaff(origin: string, backend: RunningBackend, browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/dashboard`);
  await page.getByLabel('Your name').fill('Bench Staff');
  await page.getByLabel('Password').fill(backend.dashboardPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText(LIST_SHOWN).waitFor({ timeout: 180_000 });
  // The session lives in sessionStorage (no "remember me"): carried into each run's context by an init script.
  const session = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  await context.close();
  return session;
}

interface TraceEvent {
  name: string;
  /** A thread_name event's: the thread's name; an event's details (EventDispatch's type, FunctionCall's function). */
  args?: {
    name?: string;
    data?: { type?: string; functionName?: string; url?: string };
    /** UpdateLayoutTree's: the elements whose style it recalculated. */
    elementCount?: number;
    /** Layout's: the layout objects it had to lay out, of all in the frame. */
    beginData?: { dirtyObjects?: number; totalObjects?: number };
  };
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own (CPU) time in the event: what other processes on the host do not stretch. */
  tdur?: number;
  tid: number;
  pid: number;
}

/** A recorded trace's complete events on the renderer's main thread, in time order: what `--trace` reads. */
function mainThreadEvents(trace: Buffer): TraceEvent[] {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) return [];
  return events.filter((event) => event.ph === 'X' && event.dur !== undefined && event.tid === main.tid && event.pid === main.pid).sort((a, b) => a.ts - b.ts);
}

const TIMED_STEPS = [
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Layerize',
  'FunctionCall',
  'EvaluateScript',
  'HitTest',
  'Commit',
  'EventDispatch',
  'TimerFire',
  'RunMicrotasks',
];

/**
 * `--trace`: the renderer's main-thread time during the interaction, by Chromium's own event names
 * (style, layout, paint, script), for a long task that is not script and so has no attribution.
 */
function mainThreadTime(onMain: TraceEvent[]): string {
  const totals = new Map<string, number>();
  for (const event of onMain) {
    if (!event.dur || !TIMED_STEPS.includes(event.name)) continue;
    totals.set(event.name, (totals.get(event.name) ?? 0) + event.dur / 1000);
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `${name} ${Math.round(ms)}`)
    .join(', ');
}

const INPUT_EVENTS = ['pointerover', 'pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'keydown', 'keyup', 'keypress'];

/**
 * `--trace`: the main thread's CPU time in the tasks that ran the interaction's input events (the
 * hover's, press's and release's), which another process on the host does not stretch as it does
 * the wall-clock INP: the figure to compare builds by on a loaded machine.
 */
function inputTasksCpu(onMain: TraceEvent[]): number {
  const inputs = onMain.filter((event) => event.name === 'EventDispatch' && INPUT_EVENTS.includes(event.args?.data?.type ?? ''));
  const tasks = onMain.filter((task) => task.name === 'RunTask' && inputs.some((input) => input.ts >= task.ts && input.ts <= task.ts + task.dur!));
  return tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000;
}

/** What an event inside a task was, for `--tasks`: the DOM event's type, the function's name, or Chromium's step. */
function stepName(event: TraceEvent): string {
  const data = event.args?.data;
  if (event.name === 'EventDispatch') return `${data?.type ?? 'event'}`;
  if (event.name === 'FunctionCall') return `js ${data?.functionName || '(anonymous)'}${data?.url ? `@${data.url.split('/').pop()}` : ''}`;
  // How much a style or layout pass touched: a recalculation of thousands of elements after a small
  // change points to a selector that invalidates a whole subtree.
  if (event.name === 'UpdateLayoutTree' && event.args?.elementCount !== undefined) return `UpdateLayoutTree (${event.args.elementCount} elements)`;
  const layout = event.args?.beginData;
  if (event.name === 'Layout' && layout?.dirtyObjects !== undefined) return `Layout (${layout.dirtyObjects} of ${layout.totalObjects ?? '?'} objects)`;
  return event.name;
}

/**
 * `--tasks`: the renderer main thread's tasks during the interaction, in order (offset from the first
 * and length, in ms of the slowed clock), each with the steps inside it of 1 ms or more: which DOM
 * events ran in which task, how long React's handlers and the scheduler's work took, and where style,
 * layout and paint came.
 */
function mainThreadTasks(onMain: TraceEvent[]): string[] {
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur! >= 2000);
  const origin = tasks[0]?.ts ?? 0;
  const steps = [
    'EventDispatch',
    'FunctionCall',
    'TimerFire',
    'FireAnimationFrame',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'PrePaint',
    'Layerize',
    'Commit',
    'HitTest',
    'RunMicrotasks',
    'MajorGC',
    'MinorGC',
    'V8.GC_SCAVENGER',
    'ParseHTML',
  ];
  return tasks.map((task) => {
    const inside = onMain.filter(
      (event) => event !== task && event.ts >= task.ts && event.ts + event.dur! <= task.ts + task.dur! && steps.includes(event.name) && event.dur! >= 1000,
    );
    // Only the outermost of nested steps (a FunctionCall inside an EventDispatch is the handler).
    const outer = inside.filter(
      (event) =>
        !inside.some(
          (other) =>
            other !== event &&
            other.ts <= event.ts &&
            other.ts + other.dur! >= event.ts + event.dur! &&
            !(other.name === 'EventDispatch' && event.name === 'FunctionCall'),
        ),
    );
    // V8 compiling functions on their first call (lazy compilation), nested inside the steps above.
    const compiling = onMain.filter(
      (event) => event.ts >= task.ts && event.ts + event.dur! <= task.ts + task.dur! && ['V8.CompileLazy', 'v8.compile'].includes(event.name),
    );
    const compileMs =
      compiling
        .filter((event) => !compiling.some((other) => other !== event && other.ts <= event.ts && other.ts + other.dur! >= event.ts + event.dur!))
        .reduce((sum, event) => sum + event.dur!, 0) / 1000;
    return `at ${Math.round((task.ts - origin) / 1000)} ms, ${Math.round(task.dur! / 1000)} ms (CPU ${Math.round((task.tdur ?? 0) / 1000)}, compiling ${Math.round(compileMs)}): ${outer.map((event) => `${stepName(event)} ${Math.round(event.dur! / 1000)}`).join(', ')}`;
  });
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** `--profile`: the page's script by self time during the interaction (build with PROFILE_BUILD=1 for names). */
function topFunctions(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  (profile.samples ?? []).forEach((id, index) => {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (!url.includes('/assets/')) return;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000);
  });
  return ranked(self, 12);
}

/** The first `most` names by time, as "ms name; …". */
const ranked = (totals: Map<string, number>, most: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, most)
    .map(([name, ms]) => `${Math.round(ms)} ${name}`)
    .join('; ');

/**
 * `--profile`: the components (capitalised functions of the page's script) by inclusive time: a
 * render spread thin over React's own functions by self time shows here as the components that did it.
 */
function topComponents(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const total = new Map<string, number>();
  (profile.samples ?? []).forEach((id, index) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { functionName, url } = byId.get(at)!.callFrame;
      if (!url.includes('/assets/') || !/^[A-Z]/.test(functionName) || seen.has(functionName)) continue;
      seen.add(functionName);
      total.set(functionName, (total.get(functionName) ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000);
    }
  });
  return ranked(total, 20);
}

async function runOnce(browser: Browser, origin: string, scenario: InpScenario, cpu: number, staffSession: string | null, trace = false): Promise<InpReading> {
  const context = await browser.newContext(
    scenario.mobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } },
  );
  try {
    const page = await context.newPage();
    if (scenario.popup) await page.addInitScript(() => localStorage.setItem('pageVisitCount', '2'));
    else await page.addInitScript(() => localStorage.setItem('hasSeenLeadModal', 'true'));
    if (staffSession)
      await page.addInitScript((entries) => {
        for (const [key, value] of JSON.parse(entries) as [string, string][]) sessionStorage.setItem(key, value);
      }, staffSession);
    // One script: the IIFE's `var webVitals` is local to the init script that declares it.
    await page.addInitScript({ content: `${webVitalsSource}\nwindow.webVitals = webVitals;\n(${listenForInp.toString()})();` });
    await page.goto(`${origin}${scenario.path}`);
    await hydrated(page);
    if (scenario.staff && !scenario.calls)
      await page
        .getByText(LIST_SHOWN)
        .waitFor({ timeout: 180_000 })
        .catch(async (error: unknown) => {
          await page.screenshot({ path: '.tmp/inp-dashboard-failure.png' }).catch(() => undefined);
          throw error;
        });
    await scenario.prepare?.(page);
    // Let lazy chunks and idle work settle, as a visitor's first tap comes a moment after the page shows.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    if (trace)
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8', 'disabled-by-default-v8.compile'],
      });
    const profiling = process.argv.includes('--profile');
    if (profiling) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
    await scenario.interact(page).catch(async (error: unknown) => {
      await page.screenshot({ path: '.tmp/inp-failure.png' }).catch(() => undefined);
      throw error;
    });
    let inputCpu: number | undefined;
    if (trace) {
      const onMain = mainThreadEvents(await browser.stopTracing());
      inputCpu = inputTasksCpu(onMain);
      console.log(`      main thread (ms, inclusive): ${mainThreadTime(onMain)}`);
      if (process.argv.includes('--tasks')) for (const line of mainThreadTasks(onMain)) console.log(`        task ${line}`);
    }
    if (profiling) {
      const { profile } = await cdp.send('Profiler.stop');
      console.log(`      script by self time (ms): ${topFunctions(profile)}`);
      console.log(`      components by inclusive time (ms): ${topComponents(profile)}`);
    }
    // Two frames, then the page "hidden": web-vitals takes its last records and reports.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const readings = await page.evaluate(() => {
      const hooks: Window & InpHooks = window;
      return hooks.__inp ?? [];
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const worst = readings.at(-1);
    if (!worst) throw new Error(`${scenario.name}: web-vitals reported no interaction`);
    return { ...worst, inputCpu };
  } finally {
    await context.close();
  }
}

export async function runInpBenchmarks(dist = resolve(import.meta.dirname, '../../dist')): Promise<void> {
  const cpu = Number(arg('cpu') ?? 4);
  const runs = Number(arg('runs') ?? 5);
  // `--scenario=a,b`: the scenarios whose names hold any of the parts.
  const only = arg('scenario')?.split(',');
  const scenarios = INP_SCENARIOS.filter((scenario) => !only || only.some((part) => scenario.name.includes(part)));
  // The built site talks to the API port it was built for: Supabase's local one for `npm run bench`.
  const backend = await startBackend({ port: Number(arg('api-port') ?? 54321), dbPort: 0 });
  const server = createStaticServer(arg('dist') ? resolve(arg('dist')!) : dist);
  const origin = await listen(server, 0);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const staff = scenarios.some((scenario) => scenario.staff);
    // `--leads=N`: fewer leads, for quick runs of scenarios that do not read the list (the Calls view's).
    if (staff) await seedLeads(backend, Number(arg('leads') ?? 100_000));
    if (scenarios.some((scenario) => scenario.calls)) await bookBenchCalls(backend, Object.values(BENCH_CALLS));
    const session = staff ? await loginAsStaff(origin, backend, browser) : null;
    console.log(`\nInteraction to Next Paint in Chromium at ${cpu}x CPU slowdown (web-vitals, median of ${runs}; target ${INP_TARGET_MS} ms)`);
    let over = 0;
    const trace = process.argv.includes('--trace');
    for (const scenario of scenarios) {
      const readings: InpReading[] = [];
      for (let run = 0; run < runs; run += 1) readings.push(await runOnce(browser, origin, scenario, cpu, scenario.staff ? session : null, trace));
      const values = readings.map((reading) => reading.value);
      const middle = median(values);
      if (middle > INP_TARGET_MS) over += 1;
      const worst = readings.reduce((a, b) => (b.value > a.value ? b : a));
      console.log(
        `  ${scenario.name.padEnd(70)} ${String(Math.round(middle)).padStart(5)} ms  ${middle <= INP_TARGET_MS ? 'ok' : 'OVER'}  (${values.map(Math.round).join(', ')})`,
      );
      console.log(
        `${trace ? `      CPU in the input events' tasks: median ${Math.round(median(readings.map((reading) => reading.inputCpu ?? 0)))} ms (${readings.map((reading) => Math.round(reading.inputCpu ?? 0)).join(', ')})\n` : ''}      worst: ${worst.type} on ${(worst.target ?? 'a removed element').slice(0, 48)}: input delay ${worst.inputDelay}, processing ${worst.processing}, presentation ${worst.presentation} ms; longest script ${worst.script}; events ${worst.events}`,
      );
    }
    console.log(`${over} of ${scenarios.length} interactions over ${INP_TARGET_MS} ms`);
  } finally {
    await browser.close();
    server.close();
    await backend.stop();
  }
}
