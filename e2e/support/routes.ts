/** The URLs the end-to-end suite visits, from the route table. */
import { prerenderTargets, templatesOf } from '../../src/app/route-table';

/** Every prerendered URL of the route table, with the template it shows. */
export const prerendered = await templatesOf(await prerenderTargets());

/**
 * One URL per template (the route table's `template`): what needs a browser (hydration, axe,
 * layout, sideways scrolling) is checked once per layout, not once per id; what only reads the
 * HTML is checked on every URL by tests/site without a browser (decision 0023).
 */
export const templateRoutes = prerendered
  .filter((target, index, all) => all.findIndex((other) => other.template === target.template) === index)
  .map((target) => target.url);

/** Every prerendered URL, for checks of what the server sends (no browser). */
export const allRoutes = prerendered.map((target) => target.url);
