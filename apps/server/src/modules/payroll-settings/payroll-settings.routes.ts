import {
  languageFromHeader,
  SECTION_IDS,
  ZBonusType,
  ZBonusTypeActiveBody,
  ZBonusTypeCreateBody,
  ZBonusTypeListQuery,
  ZBonusTypeListResponse,
  ZBonusTypeOptions,
  ZBonusTypeUpdateBody,
  ZIdBody,
  ZMinimumWage,
  ZMinimumWageQuery,
  ZOk,
  ZParametersAtQuery,
  ZParametersAtResponse,
  ZPayrollCompanyQuery,
  ZPayrollCompanySettings,
  ZPayrollCompanySettingsBody,
  ZPayrollCompanySettingsList,
  ZPayrollParameter,
  ZPayrollParameterCreateBody,
  ZPayrollParameterListQuery,
  ZPayrollParameterListResponse,
  ZPayrollParameterUpdateBody,
  ZPayrollRegimeList,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendXlsx } from '../../platform/export/xlsx.ts';
import { answers } from '../../platform/http/responses.ts';
import type { PayrollBonusService } from './payroll-bonus.service.ts';
import type { PayrollCompanyService } from './payroll-company.service.ts';
import type { PayrollParameterService } from './payroll-parameter.service.ts';

export type PayrollSettingsServices = {
  parameters: PayrollParameterService;
  companies: PayrollCompanyService;
  bonuses: PayrollBonusService;
};

/** Payroll settings (section 17) under `/setting/payroll`; the bonus picker also serves payroll (14). */
export const payrollSettingsRoutes =
  ({ parameters, companies, bonuses }: PayrollSettingsServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payroll-settings'];
    const config = { access: sections(SECTION_IDS.PAYROLL_SETTINGS) };
    const lang = (req: { headers: { 'accept-language'?: string } }) =>
      languageFromHeader(req.headers['accept-language']);
    const p = '/setting/payroll/parameter';

    app.post(
      `${p}/list`,
      {
        config,
        schema: { tags, body: ZPayrollParameterListQuery, response: answers(ZPayrollParameterListResponse) },
      },
      (req) => parameters.list(req.body),
    );
    app.post(
      `${p}/export`,
      { config, schema: { tags, body: ZPayrollParameterListQuery } },
      async (req, reply) =>
        sendXlsx(reply, 'payroll-parameters', await parameters.export(req.body, lang(req))),
    );
    app.post(
      `${p}/in-force`,
      { config, schema: { tags, body: ZParametersAtQuery, response: answers(ZParametersAtResponse) } },
      (req) => parameters.at(req.body.date),
    );
    // The employee form reads the RMV too, to warn of a full-time salary below it before saving.
    app.post(
      `${p}/minimum-wage`,
      {
        config: { access: sections(SECTION_IDS.PAYROLL_SETTINGS, SECTION_IDS.EMPLOYEES) },
        schema: { tags, body: ZMinimumWageQuery, response: answers(ZMinimumWage) },
      },
      (req) => parameters.minimumWage(req.body.date),
    );
    app.post(
      `${p}/create`,
      { config, schema: { tags, body: ZPayrollParameterCreateBody, response: answers(ZPayrollParameter) } },
      (req) => parameters.create(actorOf(req), req.body, lang(req)),
    );
    app.post(
      `${p}/update`,
      { config, schema: { tags, body: ZPayrollParameterUpdateBody, response: answers(ZPayrollParameter) } },
      (req) => parameters.update(actorOf(req), req.body, lang(req)),
    );
    app.post(`${p}/delete`, { config, schema: { tags, body: ZIdBody, response: answers(ZOk) } }, (req) =>
      parameters.remove(actorOf(req), req.body.id),
    );

    const c = '/setting/payroll/company';
    app.post(`${c}/list`, { config, schema: { tags, response: answers(ZPayrollCompanySettingsList) } }, () =>
      companies.list(),
    );
    app.post(
      `${c}/get`,
      { config, schema: { tags, body: ZPayrollCompanyQuery, response: answers(ZPayrollCompanySettings) } },
      (req) => companies.get(req.body.companyId),
    );
    app.post(
      `${c}/update`,
      {
        config,
        schema: { tags, body: ZPayrollCompanySettingsBody, response: answers(ZPayrollCompanySettings) },
      },
      (req) => companies.update(actorOf(req), req.body),
    );
    app.post(
      '/setting/payroll/regime/list',
      { config, schema: { tags, response: answers(ZPayrollRegimeList) } },
      () => companies.regimes(),
    );

    const b = '/setting/payroll/bonus';
    app.post(
      `${b}/list`,
      { config, schema: { tags, body: ZBonusTypeListQuery, response: answers(ZBonusTypeListResponse) } },
      (req) => bonuses.list(req.body),
    );
    app.post(
      `${b}/create`,
      { config, schema: { tags, body: ZBonusTypeCreateBody, response: answers(ZBonusType) } },
      (req) => bonuses.create(actorOf(req), req.body),
    );
    app.post(
      `${b}/update`,
      { config, schema: { tags, body: ZBonusTypeUpdateBody, response: answers(ZBonusType) } },
      (req) => bonuses.update(actorOf(req), req.body.id, req.body),
    );
    app.post(
      `${b}/set-active`,
      { config, schema: { tags, body: ZBonusTypeActiveBody, response: answers(ZBonusType) } },
      (req) => bonuses.setActive(actorOf(req), req.body.id, req.body.isActive),
    );
    app.post(
      `${b}/get-bonus-for-select`,
      {
        config: { access: sections(SECTION_IDS.PAYROLL_SETTINGS, SECTION_IDS.PAYROLL) },
        schema: { tags, response: answers(ZBonusTypeOptions) },
      },
      () => bonuses.options(),
    );
  };
