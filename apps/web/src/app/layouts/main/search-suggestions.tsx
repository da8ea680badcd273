import { useEffect, useState } from 'react';
import { useSuggestions } from '../../../features/catalogue';
import styles from './header.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

/** Waits until typing pauses, so every keystroke is not a request. */
function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export interface Suggestion {
  SKU: string;
  NAME: string;
}

/** Products matching what is typed, under the header's search box (an ARIA listbox). */
export function useSearchSuggestions(query: string): Suggestion[] {
  const q = useDebounced(query.trim(), 200);
  return useSuggestions(q).data?.suggestions ?? [];
}

interface SuggestionListProps {
  id: string;
  items: Suggestion[];
  activeIndex: number;
  onPick: (item: Suggestion) => void;
}

export function SuggestionList({ id, items, activeIndex, onPick }: SuggestionListProps) {
  return (
    <ul id={id} role="listbox" aria-label={t('search.suggestions')} className={styles.suggestions}>
      {items.map((item, i) => (
        <li
          key={item.SKU}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === activeIndex}
          className={styles.suggestion}
          // mousedown, not click: the input's blur would close the list before a click lands.
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(item);
          }}
        >
          {item.NAME}
        </li>
      ))}
    </ul>
  );
}
