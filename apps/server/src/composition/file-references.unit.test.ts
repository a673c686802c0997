import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILE_KEY_COLUMNS } from './file-references.ts';

const SRC = join(import.meta.dirname, '..');

/** `table.column` of each text column named `…_key` in the table files, table by table. */
const keyColumns = () => {
  const found: string[] = [];
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((p) =>
    p.endsWith('.table.ts'),
  );
  for (const path of files) {
    const chunks = readFileSync(join(SRC, path), 'utf8')
      .split(/pgTable\(\s*/)
      .slice(1);
    for (const chunk of chunks) {
      const table = /^'(\w+)'/.exec(chunk)?.[1];
      for (const m of chunk.matchAll(/text\('(\w+_key)'\)/g)) found.push(`${table}.${m[1]}`);
    }
  }
  return found.sort();
};

describe('the file references the move command copies', () => {
  it('name every *_key column of the table files, and nothing else', () => {
    // Not file keys: a throttle's bucket key and the catalogue's module keys are named `key`.
    expect(FILE_KEY_COLUMNS.map(([t, c]) => `${t}.${c}`).sort()).toEqual(keyColumns());
  });
});
