import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// The hand-written Kanka campaign export (../fixtures/kanka-ashen-coast/README.md) as tests use it.

const FIXTURE = join(import.meta.dirname, '../fixtures/kanka-ashen-coast');

/** The fixture's JSON files as an unzipped export's entries, under `prefix` (a re-zipped folder). */
export function kankaFixture(prefix = ''): Record<string, Uint8Array> {
  const entries: Record<string, Uint8Array> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.json')) {
        entries[`${prefix}${relative(FIXTURE, path).split('\\').join('/')}`] = new Uint8Array(
          readFileSync(path),
        );
      }
    }
  };
  walk(FIXTURE);
  return entries;
}
