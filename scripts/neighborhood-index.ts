/**
 * `npm run neighborhoods:index`: writes the two summaries of src/content/neighborhoods/places/*.ts
 * that pages read instead of the full records (docs/requirements/neighborhoods.md#data):
 * list.generated.ts (id, name and region: every neighborhood page's links) and
 * directory.generated.ts (the /neighborhoods cards) and case-studies.generated.ts (each page's case
 * study card, its own or the nearest). A unit test fails when any is out of date.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { neighborhoods } from '../src/content/neighborhoods/all-neighborhoods';
import { caseStudies } from '../src/content/case-studies/case-studies';
import { caseStudyModule, directoryModule, listModule } from '../src/content/neighborhoods/summaries';

const folder = resolve(import.meta.dirname, '../src/content/neighborhoods');
writeFileSync(resolve(folder, 'list.generated.ts'), listModule(neighborhoods));
writeFileSync(resolve(folder, 'directory.generated.ts'), directoryModule(neighborhoods));
writeFileSync(resolve(folder, 'case-studies.generated.ts'), caseStudyModule(neighborhoods, caseStudies));
console.log(`Wrote the list, directory and case-study summaries of ${neighborhoods.length} neighborhoods.`);
