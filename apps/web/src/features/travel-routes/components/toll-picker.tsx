import type { TTollOption } from '@zerg/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../../../lib/format-date';
import { useTollOptions } from '../api/get-toll-options';

export type TollPickerProps = {
  value?: number[];
  onChange?: (value: number[]) => void;
  /** Booths already chosen keep their label even when inactive (then missing from the options). */
  known?: TTollOption[];
  testId: string;
};

const label = (t: Pick<TTollOption, 'name' | 'road' | 'km'>) =>
  `${t.name} · ${t.road} km ${formatQuantity(t.km, 3)}`;

/** The booths of a road trip or stretch, in driving order (the order they are picked in). */
export const TollPicker = ({ value = [], onChange, known = [], testId }: TollPickerProps) => {
  const { t } = useTranslation();
  const tolls = useTollOptions();
  const options = [...(tolls.data ?? [])];
  for (const k of known) if (!options.some((o) => o.id === k.id)) options.push(k);
  return (
    <Select<number[]>
      mode="multiple"
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('travel-routes:tollPicker.placeholder')}
      value={value}
      onChange={(next) => onChange?.(next)}
      loading={tolls.isPending}
      options={options.map((o) => ({ value: o.id, label: label(o) }))}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
};
