import { useState } from 'react';
import { useSession } from '../../../lib/use-session';
import { EmployeeCreateForm } from '../components/employee-create-form';
import { readDraft } from '../components/employee-draft';

/** /rrhh/employees/register: the stepped create-employee form, restoring an unfinished draft. */
export const EmployeeCreatePage = () => {
  // A new key remounts the form with a fresh store (after "discard draft").
  const [formKey, setFormKey] = useState(0);
  const userId = useSession().userData?.id ?? 0;
  return (
    <EmployeeCreateForm
      key={formKey}
      userId={userId}
      draft={formKey === 0 ? readDraft(userId) : null}
      onDiscard={() => setFormKey((k) => k + 1)}
    />
  );
};
