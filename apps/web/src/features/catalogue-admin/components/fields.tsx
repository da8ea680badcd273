import { Button } from '@mantine/core';
import type { ReactNode } from 'react';

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
