import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../lib/country-name';
import { ACCENT_INSENSITIVE_SEARCH } from '../../../lib/search-text';
import { useCountries } from '../../../reference-data/get-countries';

export type CountrySelectProps = Omit<SelectProps<string>, 'options' | 'showSearch' | 'loading'>;

/** Countries by ISO code, named in the UI language and searchable without accents. */
export const CountrySelect = (props: CountrySelectProps) => {
  const { t, i18n } = useTranslation();
  const countries = useCountries();
  const lang = i18n.resolvedLanguage ?? 'es';
  const options = useMemo(
    () =>
      (countries.data ?? [])
        .map((country) => ({ value: country.code, label: countryName(country.code, lang, country.name) }))
        .sort((a, b) => a.label.localeCompare(b.label, lang)),
    [countries.data, lang],
  );
  return (
    <Select<string>
      placeholder={t('employees:form.choose')}
      {...props}
      showSearch={ACCENT_INSENSITIVE_SEARCH}
      loading={countries.isPending}
      options={options}
    />
  );
};
