/** The steps of the create-employee form, in order. */
export const EMPLOYEE_STEPS = ['personal', 'contact', 'family', 'job', 'bank'] as const;
export type EmployeeStep = (typeof EMPLOYEE_STEPS)[number];

/** The top-level form fields each step holds (lists and `job` are validated with all they contain). */
export const STEP_FIELDS: Record<EmployeeStep, readonly string[]> = {
  personal: [
    'documentType',
    'documentNumber',
    'firstNames',
    'paternalSurname',
    'maternalSurname',
    'gender',
    'maritalStatus',
    'nationality',
    'birthDate',
    'bloodType',
    'pantSize',
    'shirtSize',
    'shoeSize',
    'licenceNumber',
    'licenceCategory',
    'licenceIssueDate',
    'licenceExpiryDate',
  ],
  contact: [
    'mobilePhone',
    'homePhone',
    'workPhone',
    'personalEmail',
    'workEmail',
    'address',
    'country',
    'department',
    'province',
    'districtUbigeo',
    'zipCode',
    'bornAddress',
  ],
  family: ['children', 'emergencyContacts', 'studies', 'workExperience'],
  job: ['job'],
  bank: ['bankAccounts'],
};

/**
 * The step (index) that holds a field named by a form path or an API path (`job.salary`,
 * `bankAccounts.0.cci`); -1 when no step does.
 */
export const stepOfField = (path: string | readonly (string | number)[]): number => {
  const first = String(typeof path === 'string' ? path.split('.')[0] : path[0]);
  return EMPLOYEE_STEPS.findIndex((step) => STEP_FIELDS[step].includes(first));
};

/** The first step (in form order) among the given field paths, or -1. */
export const firstStepOf = (paths: readonly (string | readonly (string | number)[])[]): number => {
  const steps = paths.map(stepOfField).filter((step) => step >= 0);
  return steps.length === 0 ? -1 : Math.min(...steps);
};
