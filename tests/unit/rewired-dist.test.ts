import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { rewireDist } from '../../scripts/rewired-dist';

const built = 'http://127.0.0.1:54331';
const other = 'http://127.0.0.1:54999';
let dist: string | undefined;
let copy: string | undefined;

afterEach(() => {
  for (const folder of [dist, copy]) if (folder) rmSync(folder, { recursive: true, force: true });
});

function buildFolder(): string {
  const folder = mkdtempSync(resolve(tmpdir(), 'rewired-dist-'));
  mkdirSync(resolve(folder, 'assets'));
  writeFileSync(resolve(folder, '_headers'), `/*\n  Content-Security-Policy: connect-src 'self' ${built}\n`);
  writeFileSync(resolve(folder, 'assets/app.js'), `const url="${built}";`);
  writeFileSync(resolve(folder, 'assets/app.js.br'), 'compressed, with the old origin');
  writeFileSync(resolve(folder, 'assets/app.js.gz'), 'compressed, with the old origin');
  writeFileSync(resolve(folder, 'index.html'), '<h1>Home</h1>');
  writeFileSync(resolve(folder, 'index.html.br'), 'compressed home');
  return folder;
}

describe('a build pointed at another backend', () => {
  it('names the other origin wherever the build named its own, and sends those files uncompressed', () => {
    dist = buildFolder();
    const result = rewireDist(dist, built, other);
    copy = result.folder;
    expect(result.rewritten.sort()).toEqual(['_headers', 'assets/app.js']);
    expect(readFileSync(resolve(copy, 'assets/app.js'), 'utf8')).toBe(`const url="${other}";`);
    expect(readFileSync(resolve(copy, '_headers'), 'utf8')).toContain(`connect-src 'self' ${other}`);
    expect(existsSync(resolve(copy, 'assets/app.js.br'))).toBe(false);
    expect(existsSync(resolve(copy, 'assets/app.js.gz'))).toBe(false);
    // What does not name the backend is copied as built, compressed copies included.
    expect(readFileSync(resolve(copy, 'index.html.br'), 'utf8')).toBe('compressed home');
    // The build itself is left as it was.
    expect(readFileSync(resolve(dist, 'assets/app.js'), 'utf8')).toBe(`const url="${built}";`);
  });

  it('rewrites nothing in a build made for another backend', () => {
    dist = buildFolder();
    const result = rewireDist(dist, 'http://127.0.0.1:1234', other);
    copy = result.folder;
    expect(result.rewritten).toEqual([]);
  });
});
