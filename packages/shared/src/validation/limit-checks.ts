/** The numeric rules of docs/product.md#validation-rules that both sides apply, over the constants of docs/product.md#constants-and-limits. */
import {
  BACKGROUND_ROTATE_DEFAULT_S,
  BACKGROUND_ROTATE_MAX_S,
  BACKGROUND_ROTATE_MIN_S,
  MIN_BRANCH_TOKEN_LENGTH,
  MIN_STORED_TOKEN_LENGTH,
  PHONE_DIGITS,
  VOLUME_EXPONENT,
} from '../constants/limits';

const lengthOf = (value: string | null | undefined): number => value?.length ?? 0;

/** A stored session token is worth renewing only when strictly longer than 10 characters. */
export const isStoredTokenUsable = (token: string | null | undefined): boolean => lengthOf(token) > MIN_STORED_TOKEN_LENGTH;

/** Session check (docs/product.md#sessions): renew only with a usable token and a 10-character phone. */
export const canRenewSession = (token: string | null | undefined, phone: string | null | undefined): boolean =>
  isStoredTokenUsable(token) && lengthOf(phone) === PHONE_DIGITS;

/** The branch channel is joined only when the branch token is strictly longer than 5 characters. */
export const isBranchTokenUsable = (branchToken: string | null | undefined): boolean => lengthOf(branchToken) > MIN_BRANCH_TOKEN_LENGTH;

/** A negative volume is the muted state; its magnitude is kept so unmuting restores it. */
export const isMuted = (volume: number): boolean => volume < 0;

/**
 * Loudness actually applied (docs/product.md#branch-monitor): volume^1.5, which sounds more even to the ear; 0 when
 * muted. Capped at 1 because HTMLMediaElement.volume throws above it.
 */
export function appliedVolume(volume: number): number {
  if (!Number.isFinite(volume) || isMuted(volume)) return 0;
  return Math.min(volume, 1) ** VOLUME_EXPONENT;
}

/**
 * Rotation time under 1, over 99999 or missing falls back to 10 s (docs/product.md#themes). Exactly 0 is kept:
 * docs/product.md#themes gives it its own meaning, "paused", which a reset to 10 would lose.
 */
export function normalizeRotateSeconds(seconds: number | null | undefined): number {
  if (seconds === 0) return 0;
  const isValid =
    typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= BACKGROUND_ROTATE_MIN_S && seconds <= BACKGROUND_ROTATE_MAX_S;
  return isValid ? seconds : BACKGROUND_ROTATE_DEFAULT_S;
}

/** Cart line units sent are clamped to at least 0 (docs/product.md#cart); fractions round down. */
export function clampUnits(units: number): number {
  return Number.isFinite(units) ? Math.max(0, Math.floor(units)) : 0;
}
