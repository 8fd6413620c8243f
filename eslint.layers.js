/**
 * The import rules of docs/architecture.md, as zones for import-x/no-restricted-paths.
 *
 * Layers, each importing only the ones to its right:
 *   app → pages → features → components → lib → content → shared
 * `shared` is supabase/functions/_shared: the code the browser, the build and the edge functions (Deno)
 * run alike. It imports nothing of src, and src reaches it only as `@shared/…` (the relative climb is
 * refused by no-restricted-imports in eslint.config.js). docs/decisions/0031-shared-package-and-file-sizes.md
 * A feature is a folder of src/features. From outside it (another feature, a page, the app) only
 * its public entries may be imported: its own index.ts, or the index.ts of one of its direct
 * sub-folders (a lighter entry that pages load lazily, such as lead-capture/contact-form).
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

function publicEntries(feature) {
  const folder = join(root, 'src/features', feature);
  const subEntries = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'index.ts')))
    .map((entry) => `./${entry.name}/index.ts`);
  return ['./index.ts', ...subEntries];
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
  const entryOnly = features.map((feature) => ({
    target: outsideOf(feature),
    from: src(`features/${feature}`),
    except: publicEntries(feature),
    message: `Import the ${feature} feature through its public entry (index.ts), not its insides.`,
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
