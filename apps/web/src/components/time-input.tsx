import { TimePicker, type TimePickerProps } from 'antd';
import dayjs from 'dayjs';

export const TIME_FORMAT = 'HH:mm';

export type TimeInputProps = Omit<TimePickerProps, 'value' | 'onChange' | 'format'> & {
  /** `HH:mm`, or empty. */
  value?: string | null;
  onChange?: (value: string | null) => void;
};

/** A 24-hour time picker whose value is the API's `HH:mm` string. */
export const TimeInput = ({ value, onChange, style, ...props }: TimeInputProps) => {
  const parsed = value ? dayjs(value, TIME_FORMAT) : null;
  return (
    <TimePicker
      minuteStep={5}
      needConfirm={false}
      {...props}
      format={TIME_FORMAT}
      value={parsed?.isValid() ? parsed : null}
      onChange={(time) => onChange?.(time ? time.format(TIME_FORMAT) : null)}
      style={{ width: '100%', ...style }}
    />
  );
};
