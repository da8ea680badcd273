import { describe, expect, it } from 'vitest';
import {
  checkReason,
  defaultRejectAction,
  keepSelection,
  queueKey,
  rejectChoices,
  stepSelection,
} from '../../../src/features/pharmacy/queue-logic';

const line = (NEEDS_PRESCRIPTION: boolean) => ({
  SKU: String(Math.random()),
  NAME: 'x',
  PRESENTATION: '',
  UNITS: 1,
  LINE_TOTAL: 1,
  NEEDS_PRESCRIPTION,
  MEDICINE_GROUP: null,
  ANTIBIOTIC: false,
});

describe('the pharmacist’s queue (decision 071)', () => {
  it('moves the selection with the arrows, staying inside the queue', () => {
    expect(stepSelection([], null, 1)).toBeNull();
    expect(stepSelection([4, 7, 9], null, 1)).toBe(4);
    expect(stepSelection([4, 7, 9], 4, 1)).toBe(7);
    expect(stepSelection([4, 7, 9], 9, 1)).toBe(9);
    expect(stepSelection([4, 7, 9], 4, -1)).toBe(4);
    expect(stepSelection([4, 7, 9], 12, -1)).toBe(4);
  });

  it('keeps the chosen order while it waits; once decided, the next one in the queue', () => {
    expect(keepSelection([4, 7, 9], 7, [4, 7, 9])).toBe(7);
    expect(keepSelection([4, 9], 7, [4, 7, 9])).toBe(9);
    expect(keepSelection([4], 9, [4, 7, 9])).toBe(4);
    expect(keepSelection([], 9, [9])).toBeNull();
    expect(keepSelection([3, 5], null)).toBe(3);
  });

  it('offers removing the prescription lines only when some line needs none', () => {
    expect(rejectChoices({ lines: [line(true), line(false), line(true)] })).toEqual({ removable: 2, canRemove: true });
    expect(rejectChoices({ lines: [line(true)] })).toEqual({ removable: 1, canRemove: false });
    expect(defaultRejectAction({ lines: [line(true), line(false)] })).toBe('REMOVE_LINES');
    expect(defaultRejectAction({ lines: [line(true)] })).toBe('CANCEL_ORDER');
  });

  it('asks for a reason of at most 500 characters', () => {
    expect(checkReason('  ')).toBe('Escribe el motivo del rechazo');
    expect(checkReason('Receta vencida')).toBe(true);
    expect(checkReason('x'.repeat(500))).toBe(true);
    expect(checkReason('x'.repeat(501))).toBe('501/500');
  });

  it('reads the keys: arrows or J/K choose, A approves, R rejects', () => {
    expect(['ArrowDown', 'j', 'ArrowUp', 'k', 'a', 'R', 'x'].map(queueKey)).toEqual([
      'next',
      'next',
      'previous',
      'previous',
      'approve',
      'reject',
      null,
    ]);
  });
});
