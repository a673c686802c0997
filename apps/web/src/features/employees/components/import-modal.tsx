import { useTranslation } from 'react-i18next';
import { fieldLabel } from '../../../components/employee-record/code-label';
import { ImportJobModal } from '../../../components/import-job/import-job-modal';
import { toast } from '../../../components/toast';
import { downloadImportTemplate } from '../api/download-import-template';
import { useImportEmployees } from '../api/import-employees';

export type ImportModalProps = { open: boolean; onClose: () => void };

/**
 * Bulk import of new personnel: the template, the upload, the job's progress and its report. The
 * good rows are written and the refused ones listed (`good-rows`).
 */
export const ImportModal = ({ open, onClose }: ImportModalProps) => {
  const { t } = useTranslation();
  const importer = useImportEmployees();
  return (
    <ImportJobModal
      open={open}
      onClose={onClose}
      title={t('employees:import.title')}
      kind="employee-import"
      writes="good-rows"
      templateHint={t('employees:import.step1Hint')}
      onTemplate={() => downloadImportTemplate()}
      start={importer.start}
      onImported={(report) => {
        importer.imported();
        toast.success(t('employees:import.done', { created: report.created }));
      }}
      fieldLabel={(field) => fieldLabel(t, field)}
    />
  );
};
