import {
  type Language,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  type TCompanyBodyParsed,
  type TCompanyListQuery,
  type TCompanyUpdateBody,
  ZId,
} from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { withFiles } from '../../platform/files/file-transaction.ts';
import { type ImageRules, reencodeImage } from '../../platform/files/image.ts';
import type { Upload } from '../../platform/files/upload.ts';
import { exportWord } from '../../platform/master-data/master-data-service.ts';
import { districtExists, insertCompany, updateCompany } from '../references/index.ts';
import { findCompany, findCompanyByRuc, listCompanies } from './company.repository.ts';

/** Same limits as the employee photo; a logo keeps PNG's transparency. */
export const LOGO_UPLOAD = { maxBytes: PHOTO_MAX_BYTES, types: PHOTO_TYPES } as const;
const LOGO_IMAGE: ImageRules = { maxSide: 512, format: 'png' };

const rucTaken = () => conflict('COMPANY_ALREADY_REGISTERED', { ruc: ['errors.COMPANY_ALREADY_REGISTERED'] });

const checkDistrict = async (db: DbOrTx, body: TCompanyBodyParsed) => {
  if (body.districtCode && !(await districtExists(db, body.districtCode))) {
    throw badRequest('VALIDATION_ERROR', { districtCode: ['validation.ubigeo'] });
  }
};

export const createCompanyService = ({ db }: Deps, storage: FileStorage) => {
  const get = async (id: number) => {
    const company = await findCompany(db, id);
    if (!company) throw notFound();
    return company;
  };
  const view = async (id: number) => {
    const { logoKey: _k, ...company } = await get(id);
    return company;
  };

  return {
    list: (query: TCompanyListQuery & { page: number; perPage: number }) => listCompanies(db, query),

    // Built in the request, bounded by nature: the group's companies, a handful.
    export: async (query: TCompanyListQuery, lang: Language) => {
      const { data } = await listCompanies(db, { ...query, page: 1, perPage: EXPORT_MAX_ROWS });
      const t = exportWord(lang);
      return toXlsx(
        t('companies'),
        [
          { header: 'RUC', width: 14, value: (r) => r.ruc },
          { header: t('legalName'), width: 36, value: (r) => r.name },
          { header: t('tradeName'), width: 24, value: (r) => r.tradeName },
          { header: t('address'), width: 36, value: (r) => r.address },
          { header: t('district'), value: (r) => r.districtName },
          { header: t('phone'), value: (r) => r.phone },
          { header: t('email'), width: 28, value: (r) => r.email },
          { header: t('employees'), value: (r) => r.employeeCount },
          { header: t('status'), value: (r) => t(r.isActive ? 'active' : 'inactive') },
        ],
        data,
      );
    },

    get: view,

    create: async (actor: Actor, body: TCompanyBodyParsed) => {
      await checkDistrict(db, body);
      if (await findCompanyByRuc(db, body.ruc)) throw rucTaken();
      try {
        const id = await db.transaction(async (tx) => {
          const companyId = await insertCompany(tx, body);
          await recordAudit(tx, actor, {
            action: 'create',
            entity: 'company',
            entityId: companyId,
            after: body,
          });
          return companyId;
        });
        return view(id);
      } catch (err) {
        if (isUniqueViolation(err)) throw rucTaken();
        throw err;
      }
    },

    update: async (actor: Actor, body: TCompanyUpdateBody) => {
      const { id, ...fields } = body;
      const { logoKey: _k, ...before } = await get(id);
      await checkDistrict(db, fields);
      const other = await findCompanyByRuc(db, fields.ruc);
      if (other && other.id !== id) throw rucTaken();
      try {
        await db.transaction(async (tx) => {
          await updateCompany(tx, id, fields);
          await recordAudit(tx, actor, {
            action: 'update',
            entity: 'company',
            entityId: id,
            before,
            after: body,
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw rucTaken();
        throw err;
      }
      return view(id);
    },

    setActive: async (actor: Actor, id: number, isActive: boolean) => {
      const body = { id, isActive };
      const before = await get(body.id);
      await db.transaction(async (tx) => {
        await updateCompany(tx, body.id, { isActive: body.isActive });
        await recordAudit(tx, actor, {
          action: body.isActive ? 'activate' : 'deactivate',
          entity: 'company',
          entityId: body.id,
          before: { isActive: before.isActive },
          after: { isActive: body.isActive },
        });
      });
      return view(body.id);
    },

    updateLogo: async (actor: Actor, upload: Upload) => {
      const parsed = ZId.safeParse(upload.fields.company_id);
      if (!parsed.success) throw badRequest('VALIDATION_ERROR', { company_id: ['validation.invalid'] });
      const before = await get(parsed.data);
      const image = await reencodeImage(upload.data, LOGO_IMAGE);
      await withFiles(db, storage, async (tx, files) => {
        const key = await files.put(image.data, `logos/${parsed.data}`);
        await updateCompany(tx, parsed.data, { logoKey: key });
        await recordAudit(tx, actor, {
          action: 'update_logo',
          entity: 'company',
          entityId: parsed.data,
          before: { logo: before.logoKey },
          after: { logo: key, size: image.data.length, mimeType: image.mimeType },
        });
      });
      return { hasLogo: true };
    },

    logo: async (id: number) => {
      const company = await get(id);
      if (!company.logoKey) throw notFound();
      return storage.read(company.logoKey);
    },
  };
};

export type CompanyService = ReturnType<typeof createCompanyService>;
