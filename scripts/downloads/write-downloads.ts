import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { downloadFiles } from './files';

/** Writes every downloadable file into the built site; returns their paths. */
export async function writeDownloads(outDir: string): Promise<string[]> {
  for (const file of downloadFiles) {
    const target = join(outDir, file.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, await file.build());
  }
  return downloadFiles.map((file) => file.path);
}
