/*
 * Reads the server's source as text and finds where a module touches a table another module owns.
 * The owner of a table is the module folder holding the `*.table.ts` that declares it; tables under
 * `platform/` (audit log, mail outbox, document batches, throttles, the actors view of `users`) are
 * shared infrastructure: any module may read them, only the platform writes them.
 */

export type SourceFile = { path: string; text: string };

export type Crossing = {
  file: string;
  line: number;
  /** The table as the code names it: the imported identifier, or the SQL name in raw text. */
  table: string;
  owner: string;
  /** `write`: insert, update or delete; `raw`: another module's table named in SQL text; `read`. */
  kind: 'read' | 'write' | 'raw';
};

type Table = { owner: string; sqlName: string };

export const PLATFORM = 'platform';

/** `modules/payroll/x.ts` → `payroll`; `platform/…` → `platform`; anything else: no owner. */
export const ownerOf = (path: string): string | null => {
  const [top, name] = path.split('/');
  if (top === 'modules' && name) return name;
  return top === PLATFORM ? PLATFORM : null;
};

/** Comments blanked (line numbers kept), so prose such as "read from employees" is not SQL. */
const withoutComments = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, (_c, before: string) => before);

export const tablesOf = (files: readonly SourceFile[]) => {
  const byIdentifier = new Map<string, Table>();
  const bySqlName = new Map<string, string>();
  for (const file of files) {
    if (!file.path.endsWith('.table.ts')) continue;
    const owner = ownerOf(file.path);
    if (!owner) continue;
    for (const m of file.text.matchAll(/export const (\w+)\s*=\s*pgTable\(\s*['"](\w+)['"]/g)) {
      const [, identifier = '', sqlName = ''] = m;
      byIdentifier.set(identifier, { owner, sqlName });
      // The actors view re-declares the users module's table: the users module keeps the name.
      if (!(owner === PLATFORM && bySqlName.has(sqlName))) bySqlName.set(sqlName, owner);
    }
  }
  return { byIdentifier, bySqlName };
};

type Tables = ReturnType<typeof tablesOf>;

/** Local names of tables imported from elsewhere: `import { users as u } from '../users/index.ts'`. */
const importedTables = (text: string, tables: Tables) => {
  const local = new Map<string, Table>();
  for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"][^'"]+['"]/g)) {
    for (const spec of (m[1] ?? '').split(',')) {
      const [name = '', alias] = spec
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      const table = tables.byIdentifier.get(name);
      if (table) local.set(alias ?? name, table);
    }
  }
  return local;
};

const DRIZZLE =
  /\.(from|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin|insert|update|delete)\(\s*(\w+)\s*[,)]/g;
const INTERPOLATED = /\b(from|join|into|update)\s+\$\{\s*(\w+)\s*\}/gi;
const RAW = /\b(from|join|into|update|table)\s+"?([a-z_][a-z_0-9]*)"?(?!\s*\()/gi;
const QUOTED = /"([a-z_][a-z_0-9]*)"\."[a-z_0-9]+"/g;
const WRITES = new Set(['insert', 'update', 'delete', 'into']);

/** Every place the file touches a table its module does not own (platform tables: writes only). */
export const crossingsOf = (file: SourceFile, tables: Tables): Crossing[] => {
  const me = ownerOf(file.path);
  if (!me || file.path.endsWith('.table.ts')) return [];
  const text = withoutComments(file.text);
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const foreign = (owner: string, kind: Crossing['kind']) =>
    owner !== me && !(owner === PLATFORM && kind === 'read');
  const found: Crossing[] = [];
  const local = importedTables(text, tables);
  const add = (index: number, table: string, owner: string, kind: Crossing['kind']) => {
    if (foreign(owner, kind)) found.push({ file: file.path, line: lineOf(index), table, owner, kind });
  };
  for (const m of [...text.matchAll(DRIZZLE), ...text.matchAll(INTERPOLATED)]) {
    const [, verb = '', name = ''] = m;
    const table = local.get(name);
    if (table) add(m.index, name, table.owner, WRITES.has(verb.toLowerCase()) ? 'write' : 'read');
  }
  for (const m of [...text.matchAll(RAW), ...text.matchAll(QUOTED)]) {
    const name = m[2] ?? m[1] ?? '';
    const owner = tables.bySqlName.get(name);
    if (owner && owner !== me) add(m.index, name, owner, 'raw');
  }
  return found.sort((a, b) => a.line - b.line);
};
