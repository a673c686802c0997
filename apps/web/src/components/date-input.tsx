import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { FocusEvent, KeyboardEvent } from 'react';

dayjs.extend(customParseFormat);

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
 *
 * `disabledDate` only greys out the calendar's days. antd also drops a typed day it disables and
 * puts the previous one back, which the form would then send; a typed day is kept instead, and
 * the field's rule says what is wrong with it.
 */
export const DateInput = ({
  value,
  onChange,
  format,
  style,
  onBlur,
  onKeyDown,
  ...props
}: DateInputProps) => {
  const parsed = value ? dayjs(value, DATE_FORMAT, true) : null;
  const display = typeof format === 'string' ? format : 'L';
  const keepTyped = (text: string) => {
    const { disabledDate } = props;
    if (!disabledDate || text.trim() === '') return;
    const typed = dayjs(text.trim(), [display, DATE_FORMAT], true);
    if (typed.isValid() && disabledDate(typed, { type: 'date' })) onChange?.(typed.format(DATE_FORMAT));
  };
  return (
    <DatePicker
      {...props}
      value={parsed?.isValid() ? parsed : null}
      onChange={(date: Dayjs | Dayjs[] | null) => {
        // Single-date picker: antd's shared type also covers `multiple`, which is never set here.
        const picked = Array.isArray(date) ? date[0] : date;
        onChange?.(picked ? picked.format(DATE_FORMAT) : null);
      }}
      onBlur={(event: FocusEvent<HTMLElement>, info) => {
        if (event.target instanceof HTMLInputElement) keepTyped(event.target.value);
        onBlur?.(event, info);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLElement>, preventDefault) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) keepTyped(event.target.value);
        onKeyDown?.(event, preventDefault);
      }}
      format={format ?? 'L'}
      style={{ width: '100%', ...style }}
    />
  );
};
