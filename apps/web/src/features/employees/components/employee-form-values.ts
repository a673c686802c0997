import type {
  TEmployeeCreateBody,
  TEmployeeInformation,
  TEmployeeUpdateBody,
  TJobDetails,
  TUpdateJobBody,
} from '@zerg/shared';

type CreateBody = TEmployeeCreateBody;

/** Job fields as the form holds them: selects start empty, so anything may be missing until chosen. */
export type JobFormValues = Partial<CreateBody['job']>;
export type BankAccountFormValues = Partial<NonNullable<CreateBody['bankAccounts']>[number]>;

/**
 * Personal data, lists and bank accounts as the form holds them, plus the department and province
 * of the ubigeo cascade (only the district is sent; the other two are derived from its code).
 */
export type PersonalFormValues = Partial<Omit<CreateBody, 'job' | 'bankAccounts'>> & {
  department?: string | null;
  province?: string | null;
  bankAccounts: BankAccountFormValues[];
};

export type CreateFormValues = PersonalFormValues & { job: JobFormValues };

export type JobEditFormValues = JobFormValues & { salaryChangeReason?: string | null };

export const emptyCreateValues = (): CreateFormValues => ({
  documentType: '01',
  nationality: 'PE',
  country: 'PE',
  children: [],
  emergencyContacts: [],
  studies: [],
  workExperience: [],
  job: { currency: 'PEN', hasEps: false },
  bankAccounts: [],
});

/** The department (2 digits) and province (4 digits) a district ubigeo belongs to. */
export const ubigeoParts = (district: string | null | undefined) =>
  district && /^\d{6}$/.test(district)
    ? { department: district.slice(0, 2), province: district.slice(0, 4) }
    : { department: null, province: null };

// The cascade's helper fields never reach the API.
const withoutHelpers = <T extends PersonalFormValues>(values: T): Omit<T, 'department' | 'province'> => {
  const { department: _department, province: _province, ...rest } = values;
  return rest;
};

/**
 * The create-employee body. Values are sent as typed; the same shared schema the server applies
 * validates them in the form first, so no field is coerced here.
 */
export const toCreateBody = (values: CreateFormValues): CreateBody =>
  ({
    ...withoutHelpers(values),
    job: values.job ?? {},
    bankAccounts: values.bankAccounts ?? [],
  }) as CreateBody;

export const toUpdateBody = (employeeId: number, values: PersonalFormValues): TEmployeeUpdateBody =>
  ({
    ...withoutHelpers(values),
    employee_id: employeeId,
    bankAccounts: values.bankAccounts ?? [],
  }) as TEmployeeUpdateBody;

/** The edit form's values for a stored record; list rows lose their ids (lists are replaced whole). */
export const personalValuesOf = (info: TEmployeeInformation): PersonalFormValues => ({
  documentType: info.documentType,
  documentNumber: info.documentNumber,
  firstNames: info.firstNames,
  paternalSurname: info.paternalSurname,
  maternalSurname: info.maternalSurname,
  gender: info.gender,
  maritalStatus: info.maritalStatus as PersonalFormValues['maritalStatus'],
  nationality: info.nationality,
  birthDate: info.birthDate,
  mobilePhone: info.mobilePhone,
  homePhone: info.homePhone,
  workPhone: info.workPhone,
  personalEmail: info.personalEmail,
  workEmail: info.workEmail,
  address: info.address,
  country: info.country,
  districtUbigeo: info.districtUbigeo,
  ...ubigeoParts(info.districtUbigeo),
  zipCode: info.zipCode,
  bornAddress: info.bornAddress,
  bloodType: info.bloodType as PersonalFormValues['bloodType'],
  pantSize: info.pantSize,
  shirtSize: info.shirtSize,
  shoeSize: info.shoeSize,
  licenceNumber: info.licenceNumber,
  licenceCategory: info.licenceCategory,
  licenceIssueDate: info.licenceIssueDate,
  licenceExpiryDate: info.licenceExpiryDate,
  children: info.children.map(({ id: _id, ...child }) => child),
  emergencyContacts: info.emergencyContacts.map(({ id: _id, ...contact }) => contact),
  studies: info.studies.map(({ id: _id, ...study }) => study),
  workExperience: info.workExperience.map(({ id: _id, ...experience }) => experience),
  // Accounts keep their id: the server updates those and adds the rest.
  bankAccounts: info.bankAccounts.map(({ bankName: _bankName, isActive: _isActive, ...account }) => account),
});

export const jobValuesOf = (job: TJobDetails): JobEditFormValues => ({
  companyId: job.companyId,
  campusId: job.campusId,
  areaId: job.areaId,
  positionId: job.positionId,
  personalType: job.personalType,
  laborRegime: job.laborRegime,
  startDate: job.startDate,
  contractType: job.contractType,
  contractEndDate: job.contractEndDate,
  salary: job.salary,
  currency: job.currency,
  pensionSystem: job.pensionSystem,
  cuspp: job.cuspp,
  afpCommissionType: job.afpCommissionType,
  hasEps: job.hasEps,
  chiefEmployeeId: job.chiefEmployeeId,
  salaryChangeReason: null,
});

export const toJobBody = (employeeId: number, values: JobEditFormValues): TUpdateJobBody =>
  ({ ...values, employee_id: employeeId }) as TUpdateJobBody;

/** Whether the pay changed (the server then writes a salary-history row with the reason). */
export const salaryChanged = (
  job: Pick<TJobDetails, 'salary' | 'currency'>,
  values: JobFormValues,
): boolean =>
  values.salary !== undefined &&
  values.salary !== null &&
  (Number(values.salary) !== Number(job.salary) || (values.currency ?? job.currency) !== job.currency);
