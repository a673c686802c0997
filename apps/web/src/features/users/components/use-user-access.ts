import { Form, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { useModules } from '../../../reference-data/get-modules';
import { useRoles } from '../../../reference-data/get-roles';
import { useAllowedAccess } from '../api/get-allowed-access';
import { keepSectionsOfModules, type UserFormValues } from './user-form-values';

/**
 * The access a user form may grant: what the chosen employee's area allows, the role's defaults
 * when a role is chosen, and no section left without its module.
 */
export const useUserAccess = (form: FormInstance<UserFormValues>) => {
  const roles = useRoles();
  const modules = useModules();
  const employeeId = (Form.useWatch('employeeId', form) as number | null | undefined) ?? null;
  // The employee's area may limit what the user can be given (Settings → Areas-module).
  const allowed = useAllowedAccess(employeeId).data;
  const allowedModules = employeeId === null ? null : (allowed?.modules ?? null);
  const allowedSections = employeeId === null ? null : (allowed?.sections ?? null);

  // Choosing an employee of a limited area drops what the area does not allow.
  useEffect(() => {
    if (!allowedModules) return;
    const current = form.getFieldsValue(['modules', 'sections']) as Pick<
      UserFormValues,
      'modules' | 'sections'
    >;
    form.setFieldsValue({
      modules: (current.modules ?? []).filter((id) => allowedModules.includes(id)),
      sections: (current.sections ?? []).filter((id) => allowedSections?.includes(id)),
    });
  }, [form, allowedModules, allowedSections]);

  const handleValuesChange = (changed: Partial<UserFormValues>) => {
    if (changed.roleId !== undefined) {
      // A role carries the default access of its users: choosing it pre-fills modules and sections,
      // within what the employee's area allows.
      const role = roles.data?.find((r) => r.id === changed.roleId);
      if (role) {
        form.setFieldsValue({
          modules: role.modules.filter((id) => !allowedModules || allowedModules.includes(id)),
          sections: role.sections.filter((id) => !allowedSections || allowedSections.includes(id)),
        });
      }
    } else if (changed.modules) {
      const sections = form.getFieldValue('sections') as number[] | undefined;
      form.setFieldValue(
        'sections',
        keepSectionsOfModules(sections ?? [], changed.modules, modules.data ?? []),
      );
    }
  };

  return { allowedModules, allowedSections, handleValuesChange };
};
