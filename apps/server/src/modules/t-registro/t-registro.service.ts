import type { TTRegistroBody, TTRegistroPreview, TTRegistroProblem } from '@zerg/shared';
import JSZip from 'jszip';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { assertWholeCompany } from '../employees/index.ts';
import { companyById } from '../references/index.ts';
import { type TRegistroRow, tRegistroWorkers } from './t-registro.repository.ts';
import {
  cessationPeriod,
  estFields,
  hirePeriods,
  ideFields,
  MANUAL_FIELDS,
  tRegistroBytes,
  tRegistroFileName,
  tRegistroLine,
  traFields,
} from './t-registro-format.ts';

type Ext = 'ide' | 'tra' | 'per' | 'est';
type Generated = { preview: TTRegistroPreview; files: { name: string; lines: string[] }[] };

/** Which files each declaration carries: an alta all four, a change the data, a baja the period. */
const FILES_OF = {
  hires: ['ide', 'tra', 'per', 'est'],
  changes: ['ide', 'tra'],
  cessations: ['per'],
} as const;

/** One worker's lines per file and the problems found while writing them (each field once). */
const linesOf = (w: TRegistroRow, ruc: string, exts: readonly Ext[]) => {
  const lines: Partial<Record<Ext, string[]>> = {};
  const problems: TTRegistroProblem[] = [];
  const add = (ext: Ext, rows: string[][], found: TTRegistroProblem[]) => {
    lines[ext] = rows.map(tRegistroLine);
    for (const p of found)
      if (!problems.some((q) => q.field === p.field && q.reason === p.reason)) problems.push(p);
  };
  for (const ext of exts) {
    if (ext === 'ide') {
      const b = ideFields(w);
      add(ext, [b.fields], b.problems);
    } else if (ext === 'tra') {
      const b = traFields(w);
      add(ext, [b.fields], b.problems);
    } else if (ext === 'est') {
      const b = estFields(w, ruc);
      add(ext, [b.fields], b.problems);
    } else if (exts.length === 1) {
      const b = cessationPeriod(w);
      add(ext, [b.fields], b.problems);
    } else {
      const b = hirePeriods(w);
      add(ext, b.rows, b.problems);
    }
  }
  return { lines, problems };
};

/**
 * SUNAT's T-Registro import files of one employer (DS 018-2007-TR art. 4-A): the employer's own
 * declaration, so only holders of the employees section who see the whole staff (HR, the CEO,
 * administration) may make them; an area chief is refused.
 */
export const createTRegistroService = ({ db }: Deps) => {
  const generate = async (actor: Actor, body: TTRegistroBody): Promise<Generated> => {
    await assertWholeCompany(db, actor.user);
    const company = await companyById(db, body.companyId);
    if (!company) throw notFound();
    const rows = await tRegistroWorkers(db, body.kind, body);
    const exts = FILES_OF[body.kind];
    const files = exts.map((ext) => ({
      ext,
      name: tRegistroFileName(company.ruc, ext),
      lines: [] as string[],
    }));
    const workers = rows.map((w) => {
      const made = linesOf(w, company.ruc, exts);
      for (const f of files) f.lines.push(...(made.lines[f.ext] ?? []));
      return {
        employeeId: w.employeeId,
        name: w.name,
        documentType: w.documentType,
        documentNumber: w.documentNumber,
        date: w.eventDate,
        problems: made.problems,
      };
    });
    return {
      preview: {
        kind: body.kind,
        ruc: company.ruc,
        companyName: company.name,
        workers,
        files: files.map((f) => ({ name: f.name, lines: f.lines.length })),
        manualFields: body.kind === 'cessations' ? [] : [...MANUAL_FIELDS],
      },
      files,
    };
  };

  return {
    /** What the files would hold: the workers, their problems and each file's number of lines. */
    preview: async (actor: Actor, body: TTRegistroBody) => (await generate(actor, body)).preview,

    /** The zip of the files, ISO-8859-1 text; each generation leaves an audit entry. */
    download: async (actor: Actor, body: TTRegistroBody) => {
      const { preview, files } = await generate(actor, body);
      if (preview.workers.length === 0) throw conflict('T_REGISTRO_NOTHING_TO_DECLARE');
      const zip = new JSZip();
      for (const f of files)
        zip.file(f.name, tRegistroBytes(f.lines), {
          compression: 'DEFLATE',
          date: new Date(Date.UTC(2000, 0, 1)),
        });
      const content = await zip.generateAsync({ type: 'nodebuffer' });
      await db.transaction(async (tx) => {
        await recordAudit(tx, actor, {
          action: 'generate',
          entity: 't_registro',
          entityId: body.companyId,
          after: {
            kind: body.kind,
            from: body.from,
            to: body.to,
            employeeIds: preview.workers.map((w) => w.employeeId),
            withProblems: preview.workers.filter((w) => w.problems.length > 0).map((w) => w.employeeId),
          },
        });
      });
      const kindName = { hires: 'altas', changes: 'modificaciones', cessations: 'bajas' }[body.kind];
      return {
        content,
        fileName: `t-registro-${kindName}-${preview.ruc}-${body.from}-${body.to}.zip`,
        mime: 'application/zip',
      };
    },
  };
};

export type TRegistroService = ReturnType<typeof createTRegistroService>;
