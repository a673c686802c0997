import { SECTION_IDS, ZEmployeeOptionList } from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { errorResponses } from '../../platform/http/responses.ts';
import type { EmployeeService } from './employee.service.ts';

export const employeeRoutes =
  (employees: EmployeeService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/rrhh/employee/list-select',
      {
        config: { access: sections(SECTION_IDS.USERS, SECTION_IDS.EMPLOYEES) },
        schema: { tags: ['employees'], response: { 200: ZEmployeeOptionList, ...errorResponses } },
      },
      () => employees.listSelect(),
    );
  };
