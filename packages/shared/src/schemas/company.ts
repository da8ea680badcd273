import * as z from 'zod/mini';
import { described, OkSchema, OptionalCompanyTokenSchema } from './common';
import { ThemeSchema } from './themes';

export const BANNER_TYPES = ['SCREEN_AD', 'BANNER_LEFT', 'BANNER_RIGHT', 'BANNER_TOP_MD', 'BANNER_TOP_LG', 'BANNER_TOP_XL'] as const;
export const BannerTypeSchema = z.enum(BANNER_TYPES);
export type BannerType = z.infer<typeof BannerTypeSchema>;

export const CompanySchema = z.object({
  NAME: z.string(),
  THEME: z.string(),
  LOGO: described(z.string(), 'Ruta de la imagen relativa a img_url'),
  SLOGAN: z.string(),
  PHONE: z.string(),
  EMAIL: z.string(),
  DEFAULT_BRANCH: z.string(),
  PRIVACY_NOTICE_URL: z.string(),
  TERMS_URL: z.string(),
});
export type Company = z.infer<typeof CompanySchema>;

export const CompanyInfoRequestSchema = z._default(z.object({ TOKEN: OptionalCompanyTokenSchema }), {});
export const CompanyInfoResponseSchema = z.object({
  ok: OkSchema,
  company: CompanySchema,
  theme: ThemeSchema,
  img_url: described(z.string(), 'Base de las imágenes: se antepone a cada ruta'),
});
export type CompanyInfoResponse = z.infer<typeof CompanyInfoResponseSchema>;

export const BannerSchema = z.object({
  ID: z.int(),
  TYPE: BannerTypeSchema,
  IMAGE: z.string(),
  TITLE: z.string(),
  LINK: z.string(),
  POSITION: z.int(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const CompanyBannersRequestSchema = CompanyInfoRequestSchema;
export const CompanyBannersResponseSchema = z.object({
  ok: OkSchema,
  banners: z.record(BannerTypeSchema, z.array(BannerSchema)),
});
export type CompanyBannersResponse = z.infer<typeof CompanyBannersResponseSchema>;

export const BranchHoursSchema = z.object({
  DAY: described(z.int().check(z.gte(0), z.lte(6)), '0 = domingo … 6 = sábado'),
  OPEN: described(z.string(), 'HH:MM'),
  CLOSE: described(z.string(), 'HH:MM'),
});

export const BranchSchema = z.object({
  BRANCH: z.string(),
  NAME: z.string(),
  ADDRESS: z.string(),
  COLONIA: z.string(),
  CITY: z.string(),
  STATE: z.string(),
  POSTAL_CODE: z.string(),
  PHONE: z.string(),
  LAT: z.number(),
  LNG: z.number(),
  HOURS: z.array(BranchHoursSchema),
  POSTAL_CODES: z.array(z.string()),
  IS_DEFAULT: z.boolean(),
});
export type Branch = z.infer<typeof BranchSchema>;

export const BranchesInfoResponseSchema = z.object({ ok: OkSchema, branchesInfo: z.array(BranchSchema) });
export type BranchesInfoResponse = z.infer<typeof BranchesInfoResponseSchema>;

export const BranchInfoRequestSchema = z.object({
  BRANCH: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
});
export const BranchInfoResponseSchema = z.object({ ok: OkSchema, branchInfo: BranchSchema });
export type BranchInfoResponse = z.infer<typeof BranchInfoResponseSchema>;
