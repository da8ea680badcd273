/**
 * Business constants and limits of docs/product.md#constants-and-limits (plus the few DESIGN.md adds), in one place so the
 * web, the server and the tests cannot drift apart. Units are in the names (_MS, _S, _PX).
 */

// Branch order monitor (docs/product.md#branch-monitor).
export const MONITOR_CHECK_INTERVAL_MS = 5000;
/** docs/product.md#branch-monitor: the monitor re-reads its list this often so no order is missed across a disconnect. */
export const MONITOR_REFRESH_INTERVAL_MS = 60_000;
/**
 * Scans reach every open monitor as PICK_UPDATED; its "Para surtir hoy" re-reads at most once per
 * this window, after the window's last scan (bench pick-scan: a re-read per scan made scans 4–11× slower).
 */
export const DAY_SUMMARY_REREAD_MS = 2000;
export const VOLUME_DEFAULT = 1;
export const VOLUME_EXPONENT = 1.5;
export const SOUNDS = ['alarm', 'bell', 'sensor'] as const;
export type Sound = (typeof SOUNDS)[number];
/** Played while at least one order is pending. */
export const SOUND_ALARM = 'alarm' satisfies Sound;
/** Played once when the monitor is turned on. */
export const SOUND_START = 'bell' satisfies Sound;
/** Default of the persisted "selectedAudioMonitor" preference (docs/product.md#branch-monitor). */
export const SOUND_DEFAULT = 'sensor' satisfies Sound;
export const SOUND_FILE_EXTENSION = '.mp3';
export const LISTEN_ONLY_MY_BRANCH_DEFAULT = true;

// Phone, SMS and tokens (docs/product.md#sign-in-and-phone-verification).
export const PHONE_PREFIX = '+52';
export const PHONE_DIGITS = 10;
export const SMS_CODE_MAX_LENGTH = 6;
/** A stored session token is worth renewing only if it is LONGER than this. */
export const MIN_STORED_TOKEN_LENGTH = 10;
/** The branch channel is joined only if the branch token is LONGER than this. */
export const MIN_BRANCH_TOKEN_LENGTH = 5;
/**
 * The spec shows only the identity provider's default minimum (6); our own rule (the identity
 * issue) is 8 to 128 characters, long enough for passphrases, short enough to bound hashing.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 120;
/** A new SMS code may be asked for this long after the previous one (per phone). */
export const SMS_RESEND_INTERVAL_S = 60;
/** SMS codes and the phone proofs they yield last this long. */
export const SMS_CODE_TTL_MS = 10 * 60 * 1000;
export const SMS_CODE_LENGTH = 6;
/** Saved delivery addresses per customer. */
export const MAX_ADDRESSES = 20;
/** Order notes for the branch (delivery hints), in characters. */
export const ORDER_NOTES_MAX_LENGTH = 500;
/** The longest date range one order-history request may ask for. */
export const ORDER_HISTORY_MAX_DAYS = 366;
/** Order-history default: the last 30 days. */
export const ORDER_HISTORY_DEFAULT_DAYS = 30;
/** "Soy tu fan" points: one per this many whole pesos paid. */
export const LOYALTY_PESOS_PER_POINT = 10;

// Notifications (docs/product.md#notifications-and-dialogs).
export const NOTIFY_DEFAULT_TIMEOUT_MS = 5000;
/** The progress bar outlives the timeout by this much so it visibly reaches the end. */
export const NOTIFY_PROGRESS_EXTRA_MS = 1000;
export const NOTIFY_POSITIONS = [
  'top-left',
  'top',
  'top-right',
  'left',
  'center',
  'right',
  'bottom-left',
  'bottom',
  'bottom-right',
] as const;
export type NotifyPosition = (typeof NOTIFY_POSITIONS)[number];
/** A grouped notification's count badge sits in a corner only. */
export const NOTIFY_BADGE_POSITIONS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type NotifyBadgePosition = (typeof NOTIFY_BADGE_POSITIONS)[number];
export const NOTIFY_TYPES = ['positive', 'negative', 'warning', 'info', 'ongoing'] as const;
export type NotifyType = (typeof NOTIFY_TYPES)[number];

// Theme and background slideshow (docs/product.md#themes).
export const THEME_DEFAULT_NAME = 'default';
export const BACKGROUND_ROTATE_DEFAULT_S = 10;
export const BACKGROUND_ROTATE_MIN_S = 1;
export const BACKGROUND_ROTATE_MAX_S = 99_999;
export const OPACITY_CONTAINERS_DEFAULT = 1;
export const OPACITY_BACKGROUND_DEFAULT = -1;
export const COLOR_GRADUATION_STEPS = 20;
export const FAVICON_SIZES_PX = [128, 96, 32, 16] as const;

// Start-up and layout (docs/product.md#start-up).
export const STARTUP_DELAY_MS = 200;
export const CONNECTING_TOAST_MS = 2000;
export const TEXTAREA_ROWS = 6;
export const SPACING = { xs: 2, sm: 4, md: 8, lg: 16, xl: 24 } as const;
export type SpacingSize = keyof typeof SPACING;

// Network (docs/product.md#constants-and-limits). 0 means "no timeout", as fetch wrappers and axios read it.
export const HTTP_TIMEOUT_MS = 0;
export const SOCKET_RECONNECTION_DELAY_MS = 1000;
export const SOCKET_RECONNECTION_DELAY_MAX_MS = 5000;
export const SOCKET_TIMEOUT_MS = 20_000;

/** "Today" and date ranges are computed here, whatever the device's zone (docs/product.md#api-conventions). */
export const TIME_ZONE = 'America/Mexico_City';

/**
 * Units of one product in a cart. Here, not in schemas/cart.ts, so the web's stepper reads it
 * without pulling the cart schemas and zod into the first download.
 */
export const MAX_UNITS_PER_LINE = 99;

// Catalogue import files (decisions 031 and 032; issue 30). Checked while the file is read, so a
// hostile file is refused before it costs memory; each refusal names its limit in Spanish.
/** One uploaded file. The ERP's CSV of 50,000 products with 8 branches is about 10 MB. */
export const IMPORT_MAX_FILE_BYTES = 40 * 1_048_576;
/** Product rows of one file (blank rows not counted): twice the 50,000-product catalogue decision 032 plans for. */
export const IMPORT_MAX_ROWS = 100_000;
/** Columns of one file: the 14 product fields and a stock column per branch leave room for 186 branches. */
export const IMPORT_MAX_COLUMNS = 200;
/** Characters of one cell: twice the longest field (a description, 4,000), so a long one is a row problem, not a refusal. */
export const IMPORT_MAX_CELL_CHARS = 8_000;
/**
 * Bytes the parts of an XLSX that are read may inflate to, counted as they inflate (never their
 * declared size). 100,000 rows of 22 columns are about 75 MB of XML; the sheet is streamed, so
 * this bounds time, not memory.
 */
export const IMPORT_MAX_INFLATED_BYTES = 128 * 1_048_576;
/**
 * Of those, the parts held in memory while the sheet streams (shared strings, styles, workbook):
 * the 50,000-product catalogue's shared strings are about 3.5 MB; 16 MB of one-letter strings, the
 * worst case, measured under 40 MB in memory.
 */
export const IMPORT_MAX_XLSX_INDEX_BYTES = 16 * 1_048_576;
