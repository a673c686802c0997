import {
  SECTION_IDS,
  ZAreaIdBody,
  ZAreaList,
  ZBankList,
  ZCodeNameList,
  ZCompanyList,
  ZDistrictsBody,
  ZLaborRegimeList,
  ZPositionList,
  ZProvincesBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { answers } from '../../platform/http/responses.ts';
import type { ReferenceService } from './reference.service.ts';

/** Catalogues for the employee forms, under the paths SPEC §7 names where it names them. */
export const referenceRoutes =
  (refs: ReferenceService): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { access: sections(SECTION_IDS.EMPLOYEES) };
    // Addresses of companies and clients, route ends and toll booths all name a district.
    const ubigeo = {
      access: sections(
        SECTION_IDS.EMPLOYEES,
        SECTION_IDS.COMPANIES,
        SECTION_IDS.CLIENTS,
        SECTION_IDS.TRAVEL_ROUTES,
        SECTION_IDS.VEHICLES,
      ),
    };
    // An employee's job, an area, a vehicle's owner, a bank account, a movement, an entry and a sales
    // document each name a company.
    const companyPicker = {
      access: sections(
        SECTION_IDS.EMPLOYEES,
        SECTION_IDS.COMPANIES,
        SECTION_IDS.ROLES_AREAS,
        SECTION_IDS.VEHICLES,
        SECTION_IDS.BANK_ACCOUNTS,
        SECTION_IDS.TREASURY_TRANSACTIONS,
        SECTION_IDS.BOOKKEEPING_TRANSACTIONS,
        SECTION_IDS.SALES_DOCUMENTS,
        SECTION_IDS.RECEIVABLES,
      ),
    };
    // The employee record's bank accounts and the company's own (treasury) name a bank.
    const bankPicker = {
      access: sections(SECTION_IDS.EMPLOYEES, SECTION_IDS.BANK_ACCOUNTS, SECTION_IDS.TREASURY_TRANSACTIONS),
    };
    const tags = ['references'];
    const list = answers(ZCodeNameList);
    app.get('/rrhh/employee/get-document-types', { config, schema: { tags, response: list } }, () =>
      refs.documentTypes(),
    );
    app.get('/rrhh/employee/get-martials', { config, schema: { tags, response: list } }, () =>
      refs.maritalStatuses(),
    );
    app.get('/rrhh/employee/get-relations', { config, schema: { tags, response: list } }, () =>
      refs.relations(),
    );
    app.post('/rrhh/employee/get-countries', { config, schema: { tags, response: list } }, () =>
      refs.countries(),
    );
    app.post(
      '/rrhh/employee/get-labor-regimes',
      { config, schema: { tags, response: answers(ZLaborRegimeList) } },
      () => refs.laborRegimes(),
    );
    app.post('/rrhh/employee/get-pension-systems', { config, schema: { tags, response: list } }, () =>
      refs.pensionSystems(),
    );
    app.post(
      '/rrhh/banks/get-banks',
      { config: bankPicker, schema: { tags, response: answers(ZBankList) } },
      () => refs.banks(),
    );
    app.post(
      '/rrhh/bank-account-types/get-bank-account-types',
      { config, schema: { tags, response: list } },
      () => refs.bankAccountTypes(),
    );
    app.post('/rrhh/ubigeo/get-departments', { config: ubigeo, schema: { tags, response: list } }, () =>
      refs.departments(),
    );
    app.post(
      '/rrhh/ubigeo/get-provinces',
      { config: ubigeo, schema: { tags, body: ZProvincesBody, response: list } },
      (req) => refs.provinces(req.body.department),
    );
    app.post(
      '/rrhh/ubigeo/get-districts',
      { config: ubigeo, schema: { tags, body: ZDistrictsBody, response: list } },
      (req) => refs.districts(req.body.province),
    );
    // The viatics list filters by area, for every holder of its section (monitoring's too).
    const areaList = { access: sections(SECTION_IDS.EMPLOYEES, SECTION_IDS.VIATICS) };
    app.post(
      '/rrhh/employee/get-all-areas',
      { config: areaList, schema: { tags, response: answers(ZAreaList) } },
      () => refs.areas(),
    );
    app.post(
      '/rrhh/employee/get-roles-department',
      {
        config,
        schema: { tags, body: ZAreaIdBody.optional(), response: answers(ZPositionList) },
      },
      (req) => refs.positions(req.body?.area_id),
    );
    app.post(
      '/rrhh/employee/get-companies',
      { config: companyPicker, schema: { tags, response: answers(ZCompanyList) } },
      () => refs.companies(),
    );
  };
