import { buildAppManifest, renderAppIcon, type AppIconSize } from './app-manifest';
import {
  BranchInfoResponseSchema,
  BranchesInfoResponseSchema,
  CompanyBannersResponseSchema,
  CompanyInfoResponseSchema,
} from '@mostrador/shared/schemas/company';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/errors';
import { serializeJson, type Awaitable, type SerializedJson } from '../../lib/json-cache';
import { TtlCache } from '../../lib/ttl-cache';
import { fallbackTheme, presentTheme } from '../themes/index';
import { presentBanners, presentBranches, presentCompany } from './presenter';
import type { CompanyRepository } from './repository';

export const COMPANY_NOT_FOUND = 'No se encontró la información de la empresa';
export const branchNotFound = (code: string) => `No se encontró la sucursal ${code}`;

interface BranchesPayload {
  list: SerializedJson;
  /** `{ ok, branchInfo }` per branch, keyed by upper-cased code, so branchInfo costs no query. */
  byCode: Map<string, SerializedJson>;
}

/**
 * Company, banners and branches change a few times a day but are read on every page load:
 * each is built, validated and serialised once per TTL and served as prepared JSON.
 */
export function createCompanyService(deps: {
  repo: CompanyRepository;
  config: AppConfig;
  cacheTtlMs: number;
  /** A stored picture's bytes (local directory or S3 bucket); the logo becomes the app icon. */
  readMedia: (key: string) => Promise<Buffer | null>;
}) {
  const { repo, config } = deps;
  const imgUrl = `${config.publicOrigin ?? ''}/media/`;
  const cache = new TtlCache<SerializedJson>(deps.cacheTtlMs);
  const branchesCache = new TtlCache<BranchesPayload>(deps.cacheTtlMs);
  const icons = new Map<string, Promise<Buffer>>();

  const loadBranches = async (): Promise<BranchesPayload> => {
    const branchesInfo = presentBranches(await repo.listActiveBranches());
    const byCode = new Map<string, SerializedJson>();
    for (const branchInfo of branchesInfo) {
      byCode.set(branchInfo.BRANCH.toUpperCase(), serializeJson(BranchInfoResponseSchema, { ok: true, branchInfo }));
    }
    return { list: serializeJson(BranchesInfoResponseSchema, { ok: true, branchesInfo }), byCode };
  };

  return {
    companyInfo: () =>
      cache.get('companyInfo', async () => {
        const found = await repo.findCompanyWithTheme();
        if (!found) throw new AppError(COMPANY_NOT_FOUND, 404);
        return serializeJson(CompanyInfoResponseSchema, {
          ok: true,
          company: presentCompany(found.company, config.links),
          theme: found.theme ? presentTheme(found.theme) : fallbackTheme(found.company.theme),
          img_url: imgUrl,
        });
      }),

    banners: () =>
      cache.get('banners', async () =>
        serializeJson(CompanyBannersResponseSchema, { ok: true, banners: presentBanners(await repo.listActiveBanners()) }),
      ),

    branchesInfo: (): Awaitable<SerializedJson> => map(branchesCache.get('all', loadBranches), (branches) => branches.list),

    branchInfo: (code: string): Awaitable<SerializedJson> =>
      map(branchesCache.get('all', loadBranches), (branches) => {
        const found = branches.byCode.get(code.toUpperCase());
        if (!found) throw new AppError(branchNotFound(code), 404);
        return found;
      }),

    /** The web app manifest from the company's name, theme colours and logo (issue 21). */
    appManifest: async () => buildAppManifest(await repo.brand(), config.appShortName),
    /** The logo as an app icon; rendered once per size and kind. */
    appIcon: (size: AppIconSize, maskable: boolean) => {
      const key = `${size}:${maskable}`;
      let icon = icons.get(key);
      if (!icon) icons.set(key, (icon = repo.brand().then((brand) => renderAppIcon(brand, deps.readMedia, size, maskable))));
      return icon;
    },

    /** For writers (image or branch management): drop this instance's copies at once. */
    invalidate(): void {
      cache.clear();
      branchesCache.clear();
      icons.clear();
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;

/** `f` of a value that may still be loading: synchronous for a cache hit, a promise otherwise. */
function map<T, R>(value: Awaitable<T>, f: (value: T) => R): Awaitable<R> {
  return value instanceof Promise ? value.then(f) : f(value);
}
