import { isModuleId, SECTIONS } from '@zerg/shared';

/** Every module must exist and every section must sit under one of the chosen modules. */
export const accessErrors = (access: {
  modules: readonly number[];
  sections: readonly number[];
}): Record<string, string[]> => {
  const fields: Record<string, string[]> = {};
  if (!access.modules.every(isModuleId)) fields.modules = ['validation.invalid'];
  const misplaced = access.sections.some((id) => {
    const section = SECTIONS.find((s) => s.id === id);
    return !section?.modules.some((m) => access.modules.includes(m));
  });
  if (misplaced) fields.sections = ['validation.invalid'];
  return fields;
};
