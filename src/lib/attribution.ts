import { readStorage, writeStorage } from './storage';

/** Where a lead came from (docs/requirements/site-shell.md#first-touch-attribution): the page it was sent from and the visit's first touch. */
// A type alias, not an interface: supabase-js's table types need rows with an index signature.
export type Attribution = {
  source_path: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
};

type FirstTouch = Omit<Attribution, 'source_path'>;

const STORAGE_KEY = 'leadAttribution';
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

const clip = (value: string | null | undefined, max: number) => (value ? value.slice(0, max) : null);

/**
 * Remembers the referrer and UTM parameters of the first page of the visit (session storage),
 * so a lead sent three pages later is still credited to the campaign that brought the visitor.
 */
export function captureFirstTouch(location: Pick<Location, 'search'>, referrer: string): void {
  if (readStorage('session', STORAGE_KEY)) return;
  const params = new URLSearchParams(location.search);
  const firstTouch: FirstTouch = {
    referrer: clip(referrer, 2048),
    utm_source: clip(params.get(UTM_KEYS[0]), 200),
    utm_medium: clip(params.get(UTM_KEYS[1]), 200),
    utm_campaign: clip(params.get(UTM_KEYS[2]), 200),
    utm_term: clip(params.get(UTM_KEYS[3]), 200),
    utm_content: clip(params.get(UTM_KEYS[4]), 200),
  };
  writeStorage('session', STORAGE_KEY, JSON.stringify(firstTouch));
}

/** The attribution fields for a lead sent from `pathname` now. */
export function currentAttribution(pathname: string): Attribution {
  let firstTouch: Partial<FirstTouch> = {};
  try {
    firstTouch = JSON.parse(readStorage('session', STORAGE_KEY) ?? '{}') as Partial<FirstTouch>;
  } catch {
    firstTouch = {};
  }
  return {
    source_path: clip(pathname, 2048),
    referrer: firstTouch.referrer ?? null,
    utm_source: firstTouch.utm_source ?? null,
    utm_medium: firstTouch.utm_medium ?? null,
    utm_campaign: firstTouch.utm_campaign ?? null,
    utm_term: firstTouch.utm_term ?? null,
    utm_content: firstTouch.utm_content ?? null,
  };
}
