/**
 * The import rules of docs/architecture.md, as zones for import-x/no-restricted-paths.
 *
 * Layers, each importing only the ones to its right:
 *   app → pages → features → components → lib → content → shared
 * `shared` is supabase/functions/_shared: the code the browser, the build and the edge functions (Deno)
 * run alike. It imports nothing of src, and src reaches it only as `@shared/…` (the relative climb is
 * refused by no-restricted-imports in eslint.config.js). docs/decisions/0031-shared-package-and-file-sizes.md
 * A feature is a folder of src/features. From outside it (another feature, a page, the app) only
 * its public entries may be imported: its own index.ts, and the files FEATURE_ENTRIES declares.
 *
 * The edge functions (functionZones): each folder of supabase/functions is one function, deployed on
 * its own. It may import its own files and _shared, never another function's folder, and _shared
 * imports no function: code two functions need moves to _shared. docs/decisions/0054-function-boundaries.md
 */
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const LAYERS = ['app', 'pages', 'features', 'components', 'lib', 'content'];
const root = import.meta.dirname;
const src = (path) => `./src/${path}`;
/** The shared package, reached from outside supabase/functions as `@shared/…` (tsconfig.json paths). */
export const SHARED = 'supabase/functions/_shared';
const FUNCTIONS = 'supabase/functions';

/**
 * The entries of a feature besides its index.ts, relative to its folder: each a part that a page
 * imports (often lazily) on its own, so that the page does not load the rest of the feature, the
 * way the home page takes the neighborhood teasers without the directory or the detail pages. The
 * file is imported where it is: no folder of re-exports stands in front of it.
 */
export const FEATURE_ENTRIES = {
  booking: ['components/booking-scheduler.tsx', 'components/manage-booking.tsx', 'components/free-time-picker.tsx'],
  // The home page's lazy teaser, without the list and detail views.
  'case-studies': ['components/case-study-teaser.tsx'],
  // The route table's: the article paths (plain Node runs the table; no import.meta.glob there),
  // and the layout an article shows, for the end-to-end checks only (it imports every article).
  'knowledge-base': ['lib/routes.ts', 'lib/article-templates.ts'],
  'lead-capture': ['components/contact-form/contact-form.tsx', 'components/lead-form-dialog/lead-form-button.tsx'],
  // The home page's teasers, the directory page's parts, and the detail page's record loader.
  neighborhoods: [
    'components/neighborhood-teaser-section.tsx',
    'components/popular-neighborhoods-section.tsx',
    'components/directory/neighborhood-directory.tsx',
    'lib/neighborhood-paths.ts',
    'lib/use-neighborhood.ts',
  ],
  // A service page's content loader, which the route table preloads before the first render.
  services: ['lib/use-service-page.ts'],
  // The home page's lazy section with its carousel (the feature has no index.ts).
  testimonials: ['components/testimonials-section.tsx'],
  // The two small pages of the e-mails' links, without the scheduler's form.
  'weekly-reports': ['components/confirm-report.tsx', 'components/unsubscribe-report.tsx'],
};

function publicEntries(feature) {
  const declared = FEATURE_ENTRIES[feature] ?? [];
  const missing = declared.filter((file) => !existsSync(join(root, 'src/features', feature, file)));
  if (missing.length) throw new Error(`eslint.layers.js declares entries of the ${feature} feature that do not exist: ${missing.join(', ')}`);
  return ['./index.ts', ...declared.map((file) => `./${file}`)];
}

export function layerZones() {
  // A layer may not import any layer above it.
  const upward = LAYERS.slice(1).map((layer, index) => ({
    target: src(`${layer}/**/*`),
    from: LAYERS.slice(0, index + 1).map(src),
    message: `The ${layer} layer may only import layers below it (app → pages → features → components → lib → content).`,
  }));

  const features = readdirSync(join(root, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const outsideOf = (feature) => [
    ...LAYERS.filter((layer) => layer !== 'features').map((layer) => src(`${layer}/**/*`)),
    ...features.filter((other) => other !== feature).map((other) => src(`features/${other}/**/*`)),
  ];
  const unknown = Object.keys(FEATURE_ENTRIES).filter((feature) => !features.includes(feature));
  if (unknown.length) throw new Error(`eslint.layers.js declares entries of features that do not exist: ${unknown.join(', ')}`);
  const entryOnly = features.map((feature) => ({
    target: outsideOf(feature),
    from: src(`features/${feature}`),
    except: publicEntries(feature),
    message: `Import the ${feature} feature through its public entries (its index.ts, or a file FEATURE_ENTRIES in eslint.layers.js declares), not its insides.`,
  }));

  // The shared package sits below every layer of src: it may import none of them.
  const shared = {
    target: `./${SHARED}/**/*`,
    from: './src',
    message: `${SHARED} is shared with the edge functions (Deno): it may import nothing from src.`,
  };

  return [...upward, ...entryOnly, shared];
}

/** The folders of supabase/functions that are functions: every one but `_shared` (and any other `_` folder). */
function functionFolders() {
  return readdirSync(join(root, FUNCTIONS), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name);
}

export function functionZones() {
  const own = functionFolders().map((name) => ({
    target: `./${FUNCTIONS}/${name}/**/*`,
    from: `./${FUNCTIONS}`,
    except: [`./${name}`, './_shared'],
    message: `The ${name} function may import its own folder and ${SHARED}, never another function's folder: move what two functions share to ${SHARED}.`,
  }));
  const shared = {
    target: `./${SHARED}/**/*`,
    from: `./${FUNCTIONS}`,
    except: ['./_shared'],
    message: `${SHARED} is what the functions share: it may import no function's folder.`,
  };
  return [...own, shared];
}
