import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminAccount } from '@mostrador/shared/schemas/admin';
import { AccountSearch } from '../../../src/features/back-office/components/account-search';
import { mockApi, newQueryClient, setScreenWidth, signIn } from '../../app/helpers';

const person = (ID: number, NAME: string, PHONE: string): AdminAccount => ({
  ID,
  NAME,
  PHONE,
  EMAIL: '',
  ACCESS: [],
  STAFF: [],
  COURIER_BRANCH: null,
  DISABLED: false,
  CREATED_AT: '2026-01-01T00:00:00.000Z',
  LAST_SIGN_IN: null,
  OPEN_SESSIONS: 0,
});
const JORGE = person(7, 'Jorge Luis Hernández', '3322223333');
const MARIA = person(9, 'María Fernanda López', '3311112222');

/** The people page's part that matters here: the search lives in the parent (the URL there). */
function Harness({ searches, opened }: { searches: string[]; opened: number[] }) {
  const [query, setQuery] = useState('');
  const onSearch = (q: string) => {
    searches.push(q);
    setQuery(q);
  };
  return <AccountSearch query={query} page={1} onSearch={onSearch} onOpen={(id) => opened.push(id)} />;
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

beforeEach(() => {
  setScreenWidth(1280);
  // jsdom lays nothing out; the selected row scrolls into view in a browser.
  Element.prototype.scrollIntoView = vi.fn();
  signIn(['ADMIN']);
  mockApi((path, init) => {
    if (path !== '/api/admin/users/search') return undefined;
    const { QUERY } = JSON.parse(String(init?.body)) as { QUERY: string };
    const accounts = QUERY.startsWith('33111') ? [MARIA] : [JORGE, MARIA];
    return { body: { ok: true, accounts, PAGE: 1, HAS_MORE: false, MANY_MATCHES: false } };
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('people search: Enter right after typing (issue 30)', () => {
  it('searches the box as it is at Enter, lets no older pause follow, and opens that person', async () => {
    const searches: string[] = [];
    const opened: number[] = [];
    render(
      <QueryClientProvider client={newQueryClient()}>
        <MantineProvider env="test">
          <Harness searches={searches} opened={opened} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const box = screen.getByLabelText('Buscar persona');
    await screen.findByText('Jorge Luis Hernández');
    // A pause in typing searches what is typed so far…
    fireEvent.change(box, { target: { value: '331' } });
    await pause(300);
    expect(searches).toEqual(['331']);
    // …then the rest of the phone and Enter at once, before any pause.
    fireEvent.change(box, { target: { value: '3311112222' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await pause(400);
    expect(searches).toEqual(['331', '3311112222']);
    expect(opened).toEqual([MARIA.ID]);
  });
});
