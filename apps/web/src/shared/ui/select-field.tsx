import { Input } from '@mantine/core';
import { useId } from 'react';

interface SelectFieldProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  className?: string;
}

/**
 * A native <select> in Mantine's input look: the keyboard works as everywhere, and it pulls no
 * combobox code (Mantine's Select and NativeSelect each split a shared chunk the first download lists).
 */
export function SelectField({ label, value, options, onChange, className }: SelectFieldProps) {
  const id = useId();
  return (
    <Input.Wrapper id={id} label={label} size="xs" className={className}>
      <Input component="select" id={id} size="xs" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Input>
    </Input.Wrapper>
  );
}
