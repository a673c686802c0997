import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCENT_INSENSITIVE_SEARCH } from '../../../lib/search-text';
import { useCampuses } from '../../../reference-data/get-campuses';

export type CampusSelectProps = Omit<SelectProps<number>, 'options' | 'loading' | 'showSearch'>;

/** The company's campuses, searchable by name or city. */
export const CampusSelect = (props: CampusSelectProps) => {
  const { t } = useTranslation();
  const campuses = useCampuses();
  return (
    <Select<number>
      placeholder={t('employees:form.choose')}
      {...props}
      showSearch={ACCENT_INSENSITIVE_SEARCH}
      loading={campuses.isPending}
      options={(campuses.data ?? []).map((campus) => ({
        value: campus.id,
        label: campus.city ? `${campus.name} (${campus.city})` : campus.name,
      }))}
    />
  );
};
