import type { TEmployeeInformation, TJobDetails } from '@zerg/shared';
import { asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { areaNameOf, campusNameOf } from '../catalog/index.ts';
import {
  bankNameOf,
  companyNameOf,
  departmentCodeOfProvince,
  departmentNameOf,
  districtNameOf,
  positionNameOf,
  provinceCodeOf,
  provinceNameOf,
} from '../references/index.ts';
import { employees } from './employee.table.ts';
import { employeeBankAccounts } from './employee-bank-account.table.ts';
import {
  employeeChildren,
  employeeEmergencyContacts,
  employeeStudies,
  employeeWorkExperience,
} from './employee-family.table.ts';
import { employeeJobs, employeeSalaryHistory } from './employee-job.table.ts';
import { employeeFullName, fullNameOf } from './employee-name.ts';

export const findInformation = async (db: DbOrTx, id: number): Promise<TEmployeeInformation | null> => {
  const [row] = await db
    .select({
      e: employees,
      fullName: employeeFullName,
      districtName: districtNameOf(employees.districtUbigeo),
      provinceName: provinceNameOf(provinceCodeOf(employees.districtUbigeo)),
      departmentName: departmentNameOf(departmentCodeOfProvince(provinceCodeOf(employees.districtUbigeo))),
    })
    .from(employees)
    .where(eq(employees.id, id));
  if (!row) return null;
  const [children, contacts, studies, experience, accounts] = await Promise.all([
    db
      .select()
      .from(employeeChildren)
      .where(eq(employeeChildren.employeeId, id))
      .orderBy(asc(employeeChildren.birthDate)),
    db
      .select()
      .from(employeeEmergencyContacts)
      .where(eq(employeeEmergencyContacts.employeeId, id))
      .orderBy(asc(employeeEmergencyContacts.id)),
    db
      .select()
      .from(employeeStudies)
      .where(eq(employeeStudies.employeeId, id))
      .orderBy(asc(employeeStudies.id)),
    db
      .select()
      .from(employeeWorkExperience)
      .where(eq(employeeWorkExperience.employeeId, id))
      .orderBy(desc(employeeWorkExperience.startDate)),
    db
      .select({ a: employeeBankAccounts, bankName: bankNameOf(employeeBankAccounts.bank) })
      .from(employeeBankAccounts)
      .where(eq(employeeBankAccounts.employeeId, id))
      .orderBy(desc(employeeBankAccounts.isActive), asc(employeeBankAccounts.id)),
  ]);
  const { e } = row;
  const strip = <T extends { employeeId: number }>(list: T[]) =>
    list.map(({ employeeId: _e, ...rest }) => rest);
  return {
    id: e.id,
    personalCode: e.personalCode,
    attendanceCode: e.attendanceCode,
    hasPhoto: e.photoKey !== null,
    isActive: e.isActive,
    inactiveSince: e.inactiveSince,
    inactiveReason: e.inactiveReason,
    cessationReason: e.cessationReason,
    documentType: e.documentType as TEmployeeInformation['documentType'],
    documentNumber: e.documentNumber,
    firstNames: e.firstNames,
    paternalSurname: e.paternalSurname,
    maternalSurname: e.maternalSurname,
    fullName: row.fullName,
    gender: e.gender,
    maritalStatus: e.maritalStatus,
    nationality: e.nationality,
    birthDate: e.birthDate,
    mobilePhone: e.mobilePhone,
    homePhone: e.homePhone,
    workPhone: e.workPhone,
    personalEmail: e.personalEmail,
    workEmail: e.workEmail,
    address: e.address,
    country: e.country,
    districtUbigeo: e.districtUbigeo,
    districtName: row.districtName,
    provinceName: row.provinceName,
    departmentName: row.departmentName,
    zipCode: e.zipCode,
    bornAddress: e.bornAddress,
    bloodType: e.bloodType,
    pantSize: e.pantSize,
    shirtSize: e.shirtSize,
    shoeSize: e.shoeSize,
    licenceNumber: e.licenceNumber,
    licenceCategory: e.licenceCategory,
    licenceIssueDate: e.licenceIssueDate,
    licenceExpiryDate: e.licenceExpiryDate,
    children: strip(children),
    emergencyContacts: strip(contacts).map((c) => ({ ...c, relation: c.relation as never })),
    studies: strip(studies).map((s) => ({ ...s, level: s.level as never })),
    workExperience: strip(experience),
    bankAccounts: accounts.map(({ a, bankName }) => ({
      id: a.id,
      bank: a.bank,
      bankName,
      accountType: a.accountType as never,
      accountNumber: a.accountNumber,
      cci: a.cci,
      currency: a.currency,
      isActive: a.isActive,
    })),
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
};

const chief = alias(employees, 'chief');

export const findJob = async (db: DbOrTx, id: number): Promise<TJobDetails | null> => {
  const [row] = await db
    .select({
      j: employeeJobs,
      companyName: companyNameOf(employeeJobs.companyId),
      campusName: campusNameOf(employeeJobs.campusId),
      areaName: areaNameOf(employeeJobs.areaId),
      positionName: positionNameOf(employeeJobs.positionId),
      chiefName: fullNameOf(chief),
    })
    .from(employeeJobs)
    .leftJoin(chief, eq(chief.id, employeeJobs.chiefEmployeeId))
    .where(eq(employeeJobs.employeeId, id));
  if (!row) return null;
  const { j } = row;
  return {
    employee_id: j.employeeId,
    companyId: j.companyId,
    companyName: row.companyName,
    campusId: j.campusId,
    campusName: row.campusName,
    areaId: j.areaId,
    areaName: row.areaName,
    positionId: j.positionId,
    positionName: row.positionName,
    personalType: j.personalType,
    laborRegime: j.laborRegime as TJobDetails['laborRegime'],
    startDate: j.startDate,
    contractType: j.contractType,
    contractEndDate: j.contractEndDate,
    salary: j.salary,
    currency: j.currency,
    pensionSystem: j.pensionSystem as TJobDetails['pensionSystem'],
    cuspp: j.cuspp,
    afpCommissionType: j.afpCommissionType,
    hasEps: j.hasEps,
    chiefEmployeeId: j.chiefEmployeeId,
    chiefName: j.chiefEmployeeId ? row.chiefName : null,
  };
};

export const findSalaryHistory = async (db: DbOrTx, id: number) => {
  const rows = await db
    .select({ h: employeeSalaryHistory, changedBy: actors.fullName })
    .from(employeeSalaryHistory)
    .leftJoin(actors, eq(actors.id, employeeSalaryHistory.changedBy))
    .where(eq(employeeSalaryHistory.employeeId, id))
    .orderBy(desc(employeeSalaryHistory.effectiveDate), desc(employeeSalaryHistory.id));
  return rows.map(({ h, changedBy }) => ({
    id: h.id,
    effectiveDate: h.effectiveDate,
    oldSalary: h.oldSalary,
    newSalary: h.newSalary,
    currency: h.currency,
    reason: h.reason,
    changedBy,
    createdAt: h.createdAt.toISOString(),
  }));
};
