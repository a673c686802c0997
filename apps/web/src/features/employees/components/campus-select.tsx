import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCENT_INSENSITIVE_SEARCH } from '../../../lib/search-text';
import { useCampuses } from '../api/get-campuses';

/** A campus the form already knows by name (the user's own, the record's current one). */
export type KnownCampus = { id: number; name: string };

export type CampusSelectProps = Omit<SelectProps<number>, 'options' | 'loading' | 'showSearch'> & {
  /** Offered when the campus list cannot be read (403 for users without section 4 or 19). */
  known: readonly KnownCampus[];
};

/** Campuses from GET /api/campus/list, or only the known ones when that list is refused. */
export const CampusSelect = ({ known, ...props }: CampusSelectProps) => {
  const { t } = useTranslation();
  const campuses = useCampuses();
  const list: KnownCampus[] = campuses.isError
    ? known.filter((campus, index) => known.findIndex((other) => other.id === campus.id) === index)
    : (campuses.data ?? []).map((campus) => ({
        id: campus.id,
        name: campus.city ? `${campus.name} (${campus.city})` : campus.name,
      }));
  return (
    <Select<number>
      placeholder={t('employees:form.choose')}
      {...props}
      showSearch={ACCENT_INSENSITIVE_SEARCH}
      loading={campuses.isPending}
      options={list.map((campus) => ({ value: campus.id, label: campus.name }))}
    />
  );
};

/** Whether the campus list was refused, so the form can say why only known campuses are offered. */
export const useCampusListRefused = (): boolean => useCampuses().isError;
