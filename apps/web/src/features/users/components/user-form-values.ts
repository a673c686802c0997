import type {
  Language,
  TEmployeeSelectOption,
  TModuleItem,
  TUserEdit,
  TUserRegisterBody,
  TUserUpdateBody,
} from '@zerg/shared';

/** What the user form holds; selects start empty, so ids may be missing until chosen. */
export type UserFormValues = {
  fullName: string;
  email: string;
  password?: string;
  passwordConfirmation?: string;
  roleId?: number;
  campusId?: number;
  employeeId?: number | null;
  language: Language;
  isCeo: boolean;
  isActive: boolean;
  modules: number[];
  sections: number[];
};

export const emptyUserFormValues = (): UserFormValues => ({
  fullName: '',
  email: '',
  language: 'es',
  isCeo: false,
  isActive: true,
  modules: [],
  sections: [],
});

export const userFormValuesOf = (user: TUserEdit): UserFormValues => ({
  fullName: user.fullName,
  email: user.email,
  roleId: user.roleId,
  campusId: user.campusId,
  employeeId: user.employeeId,
  language: user.language,
  isCeo: user.isCeo,
  isActive: user.isActive,
  modules: user.modules,
  sections: user.sections,
});

/** Drops the sections that no longer belong to any selected module. */
export const keepSectionsOfModules = (
  sections: readonly number[],
  selectedModules: readonly number[],
  modules: readonly TModuleItem[],
): number[] => {
  const allowed = new Set(
    modules.filter((m) => selectedModules.includes(m.id)).flatMap((m) => m.sections.map((s) => s.id)),
  );
  return sections.filter((id) => allowed.has(id));
};

const common = (values: UserFormValues) => ({
  email: values.email.trim(),
  fullName: values.fullName.trim(),
  roleId: values.roleId ?? 0,
  campusId: values.campusId ?? 0,
  employeeId: values.employeeId ?? null,
  isCeo: values.isCeo,
  isActive: values.isActive,
  language: values.language,
  modules: values.modules,
  sections: values.sections,
});

export const toRegisterBody = (values: UserFormValues): TUserRegisterBody => ({
  ...common(values),
  password: values.password ?? '',
  passwordConfirmation: values.passwordConfirmation ?? '',
});

/** An empty password on edit means "keep the current one", so it is left out. */
export const toUpdateBody = (id: number, values: UserFormValues): TUserUpdateBody => ({
  id,
  ...common(values),
  ...(values.password
    ? { password: values.password, passwordConfirmation: values.passwordConfirmation ?? '' }
    : {}),
});

/**
 * The name and e-mail an account takes from the employee picked for it: a new account takes both;
 * an edited one only fills what is still empty.
 */
export const identityOf = (
  employee: TEmployeeSelectOption,
  current: Pick<UserFormValues, 'fullName' | 'email'>,
  registering: boolean,
): Partial<Pick<UserFormValues, 'fullName' | 'email'>> => ({
  ...(registering || !current.fullName?.trim() ? { fullName: employee.displayName } : {}),
  ...(employee.email && (registering || !current.email?.trim()) ? { email: employee.email } : {}),
});
