import { Select } from 'antd';
import { useTravelOrderOptions } from './get-travel-order-options';

export type TripResourceFilterProps = {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  placeholder: string;
  testId: string;
};

/** A list filter by vehicle (tractor, rigid truck or semi-trailer) of the operations lists. */
export const TripVehicleFilter = ({ value, onChange, placeholder, testId }: TripResourceFilterProps) => {
  const options = useTravelOrderOptions();
  return (
    <Select<number>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      loading={options.isPending}
      options={[...(options.data?.tractors ?? []), ...(options.data?.semitrailers ?? [])].map((v) => ({
        value: v.id,
        label: v.name,
      }))}
      style={{ width: 180 }}
      data-testid={testId}
    />
  );
};

/** A list filter by driver (as driver or co-driver, as the server reads it) of the operations lists. */
export const TripDriverFilter = ({ value, onChange, placeholder, testId }: TripResourceFilterProps) => {
  const options = useTravelOrderOptions();
  return (
    <Select<number>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      loading={options.isPending}
      options={(options.data?.drivers ?? []).map((d) => ({ value: d.id, label: d.name }))}
      style={{ width: 200 }}
      data-testid={testId}
    />
  );
};
