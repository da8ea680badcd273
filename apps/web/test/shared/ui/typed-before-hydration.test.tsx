import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { useTypedBeforeHydration } from '../../../src/shared/ssr/server-render-data';

function Box() {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, '', setQuery);
  return (
    <>
      <input ref={input} aria-label="Buscar" value={query} onChange={(event) => setQuery(event.target.value)} />
      <output>{query ? `Buscando ${query}` : 'Nada'}</output>
    </>
  );
}

// Decision 088: a person types into the server-painted box before the app has started.
it('keeps what was typed into the painted box before hydration, as the app’s own state', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Box />);
  document.body.append(container);
  container.querySelector('input')!.value = 'ibupro';
  await act(async () => {
    hydrateRoot(container, <Box />);
  });
  expect(container.querySelector('output')!.textContent).toBe('Buscando ibupro');
  expect(container.querySelector('input')!.value).toBe('ibupro');
  container.remove();
});
