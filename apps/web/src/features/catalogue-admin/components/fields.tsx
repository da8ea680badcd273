import { Button, Input } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface SelectFieldProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  className?: string;
}

/** A native <select> in Mantine's input look: keyboard as everywhere, no combobox code. */
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

/** Previous / next page and where we are. */
export function Pager(props: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  label: ReactNode;
  prev: string;
  next: string;
}) {
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button size="xs" variant="default" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
        {props.prev}
      </Button>
      <span>{props.label}</span>
      <Button size="xs" variant="default" disabled={!props.hasMore} onClick={() => props.onPage(props.page + 1)}>
        {props.next}
      </Button>
    </div>
  );
}
