import { Input, type InputProps } from 'antd';
import type { ChangeEvent } from 'react';

export type UppercaseInputProps = InputProps;

/** A text input that turns what is typed into capitals (SPEC §5), keeping the caret in place. */
export const UppercaseInput = ({ onChange, ...props }: UppercaseInputProps) => {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const target = event.target;
    const upper = target.value.toUpperCase();
    if (upper !== target.value) {
      const { selectionStart, selectionEnd } = target;
      target.value = upper;
      target.setSelectionRange(selectionStart, selectionEnd);
    }
    onChange?.(event);
  };
  return <Input {...props} onChange={handleChange} />;
};
