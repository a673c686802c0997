import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../auth/current-user.ts';
import { defineListExport, type ExportDeps, listExportBatch, runsAsJob } from './list-export.ts';

type Row = { name: string; area: number };

const STAFF: Row[] = Array.from({ length: 7 }, (_, i) => ({ name: `worker ${i + 1}`, area: i % 2 }));

/** A list of seven workers in two areas; the scope is the one area the caller sees (or all). */
const workers = defineListExport({
  name: 'workers',
  section: 99,
  query: z.object({ q: z.string().optional() }),
  scope: {
    of: async (_db, actor) => (actor.user.id === 1 ? 'all' : 0),
    read: (raw) => (raw === 'all' ? 'all' : typeof raw === 'number' ? raw : -1),
  },
  rows: async (_db, query, page, scope) => {
    const seen = STAFF.filter((r) => (scope === 'all' || r.area === scope) && r.name.includes(query.q ?? ''));
    return { total: seen.length, data: seen.slice(0, page.perPage) };
  },
  sheet: (lang) => ({ title: 'sheet', columns: [{ header: `name-${lang}`, value: (r: Row) => r.name }] }),
});

const db = { transaction: (fn: (tx: unknown) => unknown) => fn('tx') } as unknown as Db;
const actor = (id: number) => ({ user: { id } }) as Actor;
const depsWith = (exportJobRows: number) => {
  const start = vi.fn(async () => 41);
  const deps: ExportDeps = { db, documentBatches: { start }, config: { exportJobRows } };
  return { deps, start };
};

const rowsOf = async (file: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const names: string[] = [];
  book.worksheets[0]?.eachRow((row) => {
    names.push(String(row.getCell(1).value));
  });
  return names;
};

describe('the export decision', () => {
  it('builds a job only above the threshold', () => {
    expect(runsAsJob(2_999, 3_000)).toBe(false);
    expect(runsAsJob(3_000, 3_000)).toBe(false);
    expect(runsAsJob(3_001, 3_000)).toBe(true);
  });

  it('answers the file itself at the threshold, with every row and no job', async () => {
    const { deps, start } = depsWith(7);
    const answer = await workers.answer(deps, actor(1), {}, 'en');
    if ('batchId' in answer) throw new Error('a file was expected');
    expect(answer.fileName).toBe('workers.xlsx');
    expect(await rowsOf(answer.content as Buffer)).toEqual(['name-en', ...STAFF.map((r) => r.name)]);
    expect(start).not.toHaveBeenCalled();
  });

  it('counts what the caller sees and may search: a small enough result is still a file', async () => {
    const { deps, start } = depsWith(3);
    const answer = await workers.answer(deps, actor(1), { q: 'worker 7' }, 'es');
    expect('batchId' in answer).toBe(false);
    expect(start).not.toHaveBeenCalled();
  });

  it('above it starts the one export batch with the filters, the scope taken now and the language', async () => {
    const { deps, start } = depsWith(3);
    expect(await workers.answer(deps, actor(2), { q: 'worker' }, 'de')).toEqual({ batchId: 41 });
    expect(start).toHaveBeenCalledWith('tx', actor(2), 'export', {
      name: 'workers',
      fileName: 'workers.xlsx',
      query: { q: 'worker' },
      scope: 0,
      lang: 'de',
    });
  });

  it('the job builds the same file from the stored params, failing closed on an unreadable scope', async () => {
    const handler = listExportBatch([workers]);
    const params = { name: 'workers', query: { q: 'worker' }, scope: 0, lang: 'fr' };
    const file = await handler.process(db, params, { key: 'export', label: 'workers.xlsx' });
    const areaZero = STAFF.filter((r) => r.area === 0).map((r) => r.name);
    expect(await rowsOf(file?.data as Buffer)).toEqual(['name-fr', ...areaZero]);
    const tampered = await handler.process(db, { ...params, scope: { all: true } }, { key: 'x', label: 'x' });
    expect(await rowsOf(tampered?.data as Buffer)).toEqual(['name-fr']);
    expect(typeof handler.section === 'function' && handler.section(params)).toBe(99);
    await expect(handler.process(db, { name: 'gone' }, { key: 'x', label: 'x' })).rejects.toThrow(/gone/);
  });

  it('refuses two exports of the same name', () => {
    expect(() => listExportBatch([workers, workers])).toThrow(/workers/);
  });
});
