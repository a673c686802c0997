import { FileTextOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { useListState } from '../../../components/use-list-state';
import { useAreaLimited } from '../../../lib/use-area-limited';
import { exportEmployees } from '../api/export-employees';
import {
  type EmployeeFilters as EmployeeFilterValues,
  type EmployeeListItem,
  useEmployees,
} from '../api/get-employees';
import { employeeColumns } from '../components/employee-columns';
import { EmployeeFilters } from '../components/employee-filters';
import { ImportModal } from '../components/import-modal';
import { StatusChangeModal, type StatusTarget } from '../components/status-change-modal';
import { EMPLOYEE_PATHS } from '../screens';

/** /rrhh/employees/list: every employee in the user's scope, searchable, filterable, sortable, exportable. */
export const EmployeesListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const areaLimited = useAreaLimited();
  const list = useListState<EmployeeFilterValues>({ sortBy: 'fullName' });
  const employees = useEmployees(list.params);
  const [statusTarget, setStatusTarget] = useState<StatusTarget | null>(null);
  const [importing, setImporting] = useState(false);

  const columns = employeeColumns(t, {
    onChangeStatus: (employee) =>
      setStatusTarget({ id: employee.id, fullName: employee.fullName, isActive: employee.isActive }),
  });

  return (
    <>
      <DataTable<EmployeeListItem, EmployeeFilterValues>
        list={list}
        query={employees}
        columns={columns}
        rowKey="id"
        testId="employees-table"
        searchPlaceholder={t('employees:list.search')}
        filters={<EmployeeFilters list={list} />}
        onExport={() => exportEmployees(list.params)}
        actions={
          <>
            {!areaLimited && (
              <Button
                icon={<FileTextOutlined />}
                onClick={() => void navigate(EMPLOYEE_PATHS.tRegistro)}
                data-testid="employees-t-registro"
              >
                {t('employees:tRegistro.title')}
              </Button>
            )}
            <Button
              icon={<ImportOutlined />}
              onClick={() => setImporting(true)}
              data-testid="employees-import"
            >
              {t('employees:list.import')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(EMPLOYEE_PATHS.register)}
              data-testid="employees-add"
            >
              {t('employees:list.add')}
            </Button>
          </>
        }
      />
      <StatusChangeModal target={statusTarget} onClose={() => setStatusTarget(null)} />
      <ImportModal open={importing} onClose={() => setImporting(false)} />
    </>
  );
};
