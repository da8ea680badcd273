import { themesT } from '@mostrador/shared/messages/es-MX-themes';
import { colorsProblem, SaveThemeModeSchema, type SaveThemeRequest } from '@mostrador/shared/schemas/theme-editing';
import type { ThemeMode } from '@mostrador/shared/schemas/themes';
import { normalizeRotateSeconds } from '@mostrador/shared/validation/limit-checks';
import { AppError } from '../../lib/errors';
import type { Session } from '../../plugins/session';
import { mayEditThemes } from '../../policies/themes';
import type { AuditService } from '../audit/index';
import { presentTheme, presentThemeColors } from './presenter';
import type { TransactionalThemesRepository } from './repository';

/** Who changes a theme and from where: the audit trail records both. */
export interface ThemeActing {
  session: Session;
  ip: string;
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError(themesT('themeEdit.modeInvalid', { reason: themesT('themeEdit.modeNotJson') }), 400);
  }
}

const BOOLEAN_KEYS: readonly PropertyKey[] = ['dark', 'isRandomBackground'];

/** The first problem of a MODE, naming its key, in Spanish. */
function modeReason(issue: { code: string; path: PropertyKey[]; message: string } | undefined, raw: unknown): string {
  const key = issue?.path[0];
  if (!issue || key === undefined) return themesT('themeEdit.modeNotJson');
  if (issue.code === 'custom') return issue.message;
  if ((raw as Record<PropertyKey, unknown>)[key] === undefined) return themesT('themeEdit.modeMissing', { key: String(key) });
  return themesT(BOOLEAN_KEYS.includes(key) ? 'themeEdit.modeBoolean' : 'themeEdit.modeNumber', { key: String(key) });
}

/** MODE as an object or JSON text → the five keys, checked; docs/product.md#themes resets a bad rotation time to 10. */
export function readMode(input: unknown): ThemeMode {
  const raw = typeof input === 'string' ? readJson(input) : input;
  const parsed = SaveThemeModeSchema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError(themesT('themeEdit.modeInvalid', { reason: modeReason(parsed.error.issues[0], raw) }), 400);
  }
  return { ...parsed.data, rotateBkgrndTime: normalizeRotateSeconds(parsed.data.rotateBkgrndTime) };
}

function trimmedColors(colors: Readonly<Record<string, string>>): Record<string, string> {
  const out = Object.fromEntries(Object.entries(colors).map(([name, value]) => [name.trim(), value.trim()]));
  const problem = colorsProblem(out);
  if (problem) throw new AppError(problem, 400);
  return out;
}

/**
 * saveTheme and deleteTheme (docs/product.md#themes): one transaction with the audit row; after commit this
 * instance's theme and company caches are cleared, the other instances' expire within their TTL.
 */
export function createThemeEditor(deps: {
  repo: TransactionalThemesRepository;
  audit: Pick<AuditService, 'record'>;
  onChange: () => void;
}) {
  const { repo, audit, onChange } = deps;
  const allowed = (acting: ThemeActing) => {
    if (!mayEditThemes(acting.session)) throw new AppError(themesT('themeEdit.forbidden'), 403);
  };

  return {
    async save(acting: ThemeActing, request: Pick<SaveThemeRequest, 'THEME' | 'COLORS'>) {
      allowed(acting);
      const mode = readMode(request.THEME.MODE);
      const colors = trimmedColors(request.COLORS);
      const row = { name: request.THEME.name, mode, folder: request.THEME.FOLDER };
      await repo.transaction(async (r, tx) => {
        const before = await r.lockTheme(row.name);
        const beforeColors = before ? presentThemeColors(await r.listColors(row.name)) : null;
        await r.upsertTheme(row, colors);
        await audit.record(tx, {
          actorId: acting.session.accountId,
          ip: acting.ip,
          action: 'theme.saved',
          targetText: row.name,
          before: before ? { MODE: before.mode, FOLDER: before.folder, COLORS: beforeColors } : null,
          after: { MODE: mode, FOLDER: row.folder, COLORS: colors },
        });
      });
      onChange();
      return { theme: presentTheme(row), themeColors: colors };
    },

    async delete(acting: ThemeActing, name: string): Promise<void> {
      allowed(acting);
      if (name.toLowerCase() === 'default') throw new AppError(themesT('themeEdit.cannotDeleteDefault'), 409);
      await repo.transaction(async (r, tx) => {
        const before = await r.lockTheme(name);
        if (!before) throw new AppError(themesT('themeEdit.notFound', { name }), 404);
        if ((await r.companyThemes()).includes(name)) throw new AppError(themesT('themeEdit.cannotDeleteCompany', { name }), 409);
        const colors = presentThemeColors(await r.listColors(name));
        await r.deleteTheme(name);
        await audit.record(tx, {
          actorId: acting.session.accountId,
          ip: acting.ip,
          action: 'theme.deleted',
          targetText: name,
          before: { MODE: before.mode, FOLDER: before.folder, COLORS: colors },
        });
      });
      onChange();
    },
  };
}

export type ThemeEditor = ReturnType<typeof createThemeEditor>;
