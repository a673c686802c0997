import type { CreateFormValues } from './employee-form-values';

/** The create form's unfinished work: its values, the step the user was on, and whose it is. */
export type EmployeeDraft = { userId: number; step: number; values: CreateFormValues; savedAt: string };

/** Kept per browser tab (sessionStorage): a draft outlives a reload or a visit elsewhere in the app. */
export const EMPLOYEE_DRAFT_KEY = 'zerg-employee-draft';

// The in-memory copy serves when sessionStorage is unavailable (private modes, quota).
let memoryDraft: EmployeeDraft | null = null;

const session = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

const isDraft = (value: unknown): value is EmployeeDraft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EmployeeDraft).userId === 'number' &&
  typeof (value as EmployeeDraft).step === 'number' &&
  typeof (value as EmployeeDraft).values === 'object' &&
  (value as EmployeeDraft).values !== null;

/**
 * The draft of this user, if any. A draft holds personal data (document, salary, bank accounts):
 * someone else signing in on the same tab never gets it.
 */
export const readDraft = (userId: number): EmployeeDraft | null => {
  if (!memoryDraft) {
    try {
      const raw = session()?.getItem(EMPLOYEE_DRAFT_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      memoryDraft = isDraft(parsed) ? parsed : null;
    } catch {
      memoryDraft = null;
    }
  }
  return memoryDraft?.userId === userId ? memoryDraft : null;
};

export const saveDraft = (userId: number, step: number, values: CreateFormValues): void => {
  memoryDraft = { userId, step, values, savedAt: new Date().toISOString() };
  try {
    session()?.setItem(EMPLOYEE_DRAFT_KEY, JSON.stringify(memoryDraft));
  } catch {
    // the memory copy still keeps the draft for this visit
  }
};

export const clearDraft = (): void => {
  memoryDraft = null;
  try {
    session()?.removeItem(EMPLOYEE_DRAFT_KEY);
  } catch {
    // nothing stored
  }
};
