import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** Dates travel as `YYYY-MM-DD` strings, the shape the shared schemas check. */
export const DATE_FORMAT = 'YYYY-MM-DD';

export type DateInputProps = Omit<DatePickerProps, 'value' | 'onChange' | 'picker'> & {
  /** `YYYY-MM-DD`, or empty. */
  value?: string | null;
  onChange?: (value: string | null) => void;
};

/**
 * A date picker whose value is the API's date string, so form values can be validated with the
 * shared schemas, kept as a draft and sent as they are.
 */
export const DateInput = ({ value, onChange, format, style, ...props }: DateInputProps) => {
  const parsed = value ? dayjs(value, DATE_FORMAT, true) : null;
  return (
    <DatePicker
      {...props}
      value={parsed?.isValid() ? parsed : null}
      onChange={(date: Dayjs | Dayjs[] | null) => {
        // Single-date picker: antd's shared type also covers `multiple`, which is never set here.
        const picked = Array.isArray(date) ? date[0] : date;
        onChange?.(picked ? picked.format(DATE_FORMAT) : null);
      }}
      format={format ?? 'L'}
      style={{ width: '100%', ...style }}
    />
  );
};
