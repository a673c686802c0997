import type {
  ZAreaList,
  ZAttendanceCode,
  ZCompanyList,
  ZEmployeeCreated,
  ZEmployeeUpdated,
  ZLastEmployeeId,
  ZPositionList,
} from '@zerg/shared';

// The contract exports these schemas without a `T…` type; their parsed shape is the answer's type.
type Parsed<S extends { parse: (value: unknown) => unknown }> = ReturnType<S['parse']>;

export type TArea = Parsed<typeof ZAreaList>[number];
export type TPosition = Parsed<typeof ZPositionList>[number];
export type TCompany = Parsed<typeof ZCompanyList>[number];
export type TAttendanceCode = Parsed<typeof ZAttendanceCode>;
export type TEmployeeCreated = Parsed<typeof ZEmployeeCreated>;
export type TEmployeeUpdated = Parsed<typeof ZEmployeeUpdated>;
export type TLastEmployeeId = Parsed<typeof ZLastEmployeeId>;
