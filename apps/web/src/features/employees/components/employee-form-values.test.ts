import {
  type TEmployeeInformation,
  type TJobDetails,
  ZEmployeeCreateBody,
  ZEmployeeUpdateBody,
  ZUpdateJobBody,
} from '@zerg/shared';
import { describe, expect, it } from 'vitest';
import { clearDraft, readDraft, saveDraft } from './employee-draft';
import {
  type CreateFormValues,
  emptyCreateValues,
  jobValuesOf,
  personalValuesOf,
  salaryChanged,
  toCreateBody,
  toJobBody,
  toUpdateBody,
  ubigeoParts,
} from './employee-form-values';
import { firstStepOf, stepOfField } from './employee-steps';

const filled = (): CreateFormValues => ({
  ...emptyCreateValues(),
  documentNumber: '70112233',
  firstNames: 'Valeria Sofía',
  paternalSurname: 'Cárdenas',
  maternalSurname: 'Ríos',
  gender: 'F',
  maritalStatus: 'married',
  birthDate: '1992-03-15',
  mobilePhone: '(+51)987654321',
  address: 'Av. Javier Prado Este 4200',
  department: '15',
  province: '1501',
  districtUbigeo: '150140',
  children: [{ fullName: 'Mateo Cárdenas', birthDate: '2018-07-01', documentNumber: '', studying: true }],
  job: {
    campusId: 1,
    areaId: 2,
    positionId: 4,
    personalType: 'administrative',
    laborRegime: 'general',
    startDate: '2024-02-01',
    contractType: 'indefinite',
    salary: '4200.00',
    currency: 'PEN',
    pensionSystem: 'integra',
    cuspp: '123456VCR012',
    afpCommissionType: 'balance',
    hasEps: false,
  },
  bankAccounts: [
    {
      bank: '002',
      accountType: 'salary',
      accountNumber: '19412345678012',
      cci: '00219400123456780190',
      currency: 'PEN',
    },
  ],
});

describe('create body', () => {
  it('is what the server schema accepts, without the cascade helpers', () => {
    const body = toCreateBody(filled());
    expect(body).not.toHaveProperty('department');
    expect(body).not.toHaveProperty('province');
    expect(ZEmployeeCreateBody.safeParse(body).success).toBe(true);
  });

  it('lets the shared schema name the fields a fresh form still lacks', () => {
    const result = ZEmployeeCreateBody.safeParse(toCreateBody(emptyCreateValues()));
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining(['documentNumber', 'mobilePhone', 'job.salary', 'districtUbigeo']),
    );
  });
});

describe('edit values', () => {
  it('round-trips a stored record into a valid update body, keeping bank account ids', () => {
    const body = toCreateBody(filled());
    const info = {
      ...body,
      id: 9,
      personalCode: 'EMP-000009',
      fullName: 'Valeria Sofía Cárdenas Ríos',
      children: [
        { id: 3, fullName: 'Mateo', birthDate: '2018-07-01', documentNumber: null, studying: false },
      ],
      emergencyContacts: [],
      studies: [],
      workExperience: [],
      bankAccounts: [{ id: 4, bankName: 'BCP', isActive: true, ...body.bankAccounts?.[0] }],
    } as unknown as TEmployeeInformation;
    const values = personalValuesOf(info);
    expect(values).toMatchObject({ department: '15', province: '1501', districtUbigeo: '150140' });
    expect(values.children?.[0]).not.toHaveProperty('id');
    const update = toUpdateBody(9, values);
    expect(update.bankAccounts?.[0]).toMatchObject({ id: 4, bank: '002' });
    expect(update.bankAccounts?.[0]).not.toHaveProperty('bankName');
    expect(ZEmployeeUpdateBody.safeParse(update).success).toBe(true);
  });

  it('builds the job body and tells when the pay changed', () => {
    const job = {
      ...filled().job,
      companyId: null,
      contractEndDate: null,
      chiefEmployeeId: null,
    } as TJobDetails;
    const values = jobValuesOf(job);
    expect(ZUpdateJobBody.safeParse(toJobBody(5, values)).success).toBe(true);
    expect(salaryChanged(job, values)).toBe(false);
    expect(salaryChanged(job, { ...values, salary: '4200' })).toBe(false);
    expect(salaryChanged(job, { ...values, salary: '4500.00' })).toBe(true);
    expect(salaryChanged(job, { ...values, currency: 'USD' })).toBe(true);
  });

  it('splits a district ubigeo into its department and province', () => {
    expect(ubigeoParts('040101')).toEqual({ department: '04', province: '0401' });
    expect(ubigeoParts(null)).toEqual({ department: null, province: null });
  });
});

describe('steps', () => {
  it('finds the step holding a server field path', () => {
    expect(stepOfField('documentNumber')).toBe(0);
    expect(stepOfField('districtUbigeo')).toBe(1);
    expect(stepOfField('children.0.birthDate')).toBe(2);
    expect(stepOfField('job.salary')).toBe(3);
    expect(stepOfField(['bankAccounts', 0, 'cci'])).toBe(4);
    expect(stepOfField('nope')).toBe(-1);
    expect(firstStepOf(['bankAccounts.0.cci', 'job.positionId', 'nope'])).toBe(3);
    expect(firstStepOf([])).toBe(-1);
  });
});

describe('draft', () => {
  it('keeps the values and the step for their owner until cleared', () => {
    clearDraft();
    expect(readDraft(7)).toBeNull();
    saveDraft(7, 3, filled());
    expect(readDraft(7)).toMatchObject({ step: 3, values: { documentNumber: '70112233' } });
    // Another user signing in on the same tab does not see it.
    expect(readDraft(8)).toBeNull();
    clearDraft();
    expect(readDraft(7)).toBeNull();
  });
});
