import type { TModuleItem } from '@zerg/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyUserFormValues,
  identityOf,
  keepSectionsOfModules,
  toRegisterBody,
  toUpdateBody,
  type UserFormValues,
} from './user-form-values';

const modules: TModuleItem[] = [
  { id: 1, key: 'users', icon: 'TeamOutlined', sections: [{ id: 4, key: 'users' }] },
  {
    id: 9,
    key: 'rrhh',
    icon: 'IdcardOutlined',
    sections: [
      { id: 8, key: 'employees' },
      { id: 6, key: 'viatics' },
    ],
  },
  {
    id: 10,
    key: 'monitoring',
    icon: 'DashboardOutlined',
    sections: [
      { id: 6, key: 'viatics' },
      { id: 5, key: 'x' },
    ],
  },
];

const values: UserFormValues = {
  ...emptyUserFormValues(),
  fullName: '  Ana Pérez ',
  email: ' ana@zerg.pe ',
  roleId: 2,
  campusId: 1,
  modules: [1],
  sections: [4],
};

describe('keepSectionsOfModules', () => {
  it('drops sections of modules no longer selected, keeping shared ones', () => {
    expect(keepSectionsOfModules([4, 8, 6, 5], [9], modules)).toEqual([8, 6]);
    expect(keepSectionsOfModules([6, 5], [10], modules)).toEqual([6, 5]);
    expect(keepSectionsOfModules([4], [], modules)).toEqual([]);
  });
});

describe('request bodies', () => {
  it('builds the register body with trimmed text and a null employee', () => {
    expect(
      toRegisterBody({ ...values, password: 'Str0ng!Pass', passwordConfirmation: 'Str0ng!Pass' }),
    ).toEqual({
      email: 'ana@zerg.pe',
      fullName: 'Ana Pérez',
      roleId: 2,
      campusId: 1,
      employeeId: null,
      isCeo: false,
      isActive: true,
      language: 'es',
      modules: [1],
      sections: [4],
      password: 'Str0ng!Pass',
      passwordConfirmation: 'Str0ng!Pass',
    });
  });

  it('leaves the password out of an edit that does not change it', () => {
    const body = toUpdateBody(5, { ...values, password: '', passwordConfirmation: '' });
    expect(body.id).toBe(5);
    expect(body).not.toHaveProperty('password');
    expect(
      toUpdateBody(5, { ...values, password: 'Str0ng!Pass', passwordConfirmation: 'Str0ng!Pass' }),
    ).toMatchObject({
      password: 'Str0ng!Pass',
    });
  });
});

describe('identityOf', () => {
  const employee = {
    id: 7,
    fullName: 'Quispe Mamani, Rosa',
    documentNumber: '70111222',
    displayName: 'Rosa Quispe Mamani',
    email: 'rquispe@zerg.pe',
  };

  it("gives a new account the employee's name and e-mail", () => {
    expect(identityOf(employee, { fullName: 'x', email: 'y@zerg.pe' }, true)).toEqual({
      fullName: 'Rosa Quispe Mamani',
      email: 'rquispe@zerg.pe',
    });
  });

  it('fills only what an edited account lacks, and no e-mail the employee does not have', () => {
    expect(identityOf(employee, { fullName: 'Rosa Q.', email: '' }, false)).toEqual({
      email: 'rquispe@zerg.pe',
    });
    expect(identityOf({ ...employee, email: null }, { fullName: '', email: '' }, true)).toEqual({
      fullName: 'Rosa Quispe Mamani',
    });
  });
});
