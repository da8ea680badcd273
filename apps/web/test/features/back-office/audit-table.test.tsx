import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@mostrador/shared/schemas/admin';
import { AuditTable } from '../../../src/features/back-office/components/audit-table';
import { setScreenWidth } from '../../app/helpers';
import { renderWithProviders } from '../../shared/render';

const entry = (ID: number, facts: Partial<AuditEntry>): AuditEntry => ({
  ID,
  AT: '2026-05-01T18:00:00.000Z',
  ACTOR_ID: 5,
  ACTOR_NAME: 'Ana López',
  ACTION: 'access.granted',
  ACTION_NAME: 'Dio acceso',
  TARGET_ACCOUNT_ID: 9,
  TARGET_NAME: 'Rocío Valdez',
  TARGET_ORDER_ID: null,
  TARGET_TEXT: 'BRANCH_STAFF',
  BEFORE: { access: 'BRANCH_STAFF', granted: false },
  AFTER: { access: 'BRANCH_STAFF', granted: true },
  REASON: 'Nueva en Centro',
  IP: '10.0.0.1',
  SENTENCE: 'Ana López dio a Rocío Valdez el acceso «Personal de sucursal»',
  ...facts,
});

const GRANTED = entry(1, {});
const BANNER = entry(2, {
  ACTION: 'images.bannerChanged',
  TARGET_NAME: null,
  TARGET_TEXT: 'banner 3 (BANNER_LEFT)',
  BEFORE: { TITLE: 'Verano' },
  AFTER: { TITLE: 'Otoño' },
  REASON: '',
  SENTENCE: 'Ana López cambió el banner 3 (Lateral izquierdo)',
});

describe('the audit trail reads as sentences (issue 32)', () => {
  it('shows each entry as its sentence, with no access code or raw before/after for it', () => {
    setScreenWidth(1280);
    renderWithProviders(<AuditTable entries={[GRANTED]} emptyText="Nada" label="Bitácora" />);
    const table = screen.getByRole('table', { name: 'Bitácora' });
    expect(within(table).getByRole('columnheader', { name: 'Qué pasó' })).toBeTruthy();
    expect(table.textContent).toContain('Ana López dio a Rocío Valdez el acceso «Personal de sucursal»');
    expect(table.textContent).toContain('Nueva en Centro');
    expect(table.textContent).not.toMatch(/BRANCH_STAFF|granted|access:/);
  });

  it('lets a click on who acted filter the trail by them', () => {
    setScreenWidth(1280);
    const filtered: number[] = [];
    renderWithProviders(<AuditTable entries={[GRANTED]} emptyText="Nada" label="Bitácora" onActor={(id) => filtered.push(id)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ver solo lo que hizo Ana López' }));
    expect(filtered).toEqual([5]);
    expect(screen.getByRole('table').textContent).toContain('Ana López dio a Rocío Valdez el acceso «Personal de sucursal»');
  });

  it('folds what was recorded before and after under a sentence that cannot say it all', () => {
    setScreenWidth(390);
    renderWithProviders(<AuditTable entries={[BANNER]} emptyText="Nada" label="Bitácora" />);
    expect(screen.getByText('Ana López cambió el banner 3 (Lateral izquierdo)')).toBeTruthy();
    expect(screen.getByText('Antes y después')).toBeTruthy();
    expect(screen.getByText('TITLE: Verano → TITLE: Otoño')).toBeTruthy();
  });
});
