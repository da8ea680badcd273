import { ACCESS, hasAccess, type AccessEntry, type AccessName } from '@mostrador/shared/constants/access';

/** Every name in `all` must be present, and at least one of `any` when given. */
export interface AccessRule {
  all?: readonly AccessName[];
  any?: readonly AccessName[];
}

/** What each guarded area of the route table asks (guards.tsx applies them; the left menu reads them). */
export const GUARDS = {
  account: { all: [ACCESS.ACCOUNT] },
  admin: { all: [ACCESS.ADMIN] },
  // docs/product.md#roles-and-access: images_management needs EDIT_COMPANY_IMAGES; an ADMIN may too (decision 033).
  imagesManagement: { any: [ACCESS.EDIT_COMPANY_IMAGES, ACCESS.ADMIN] },
  adminArea: { any: [ACCESS.ADMIN, ACCESS.EDIT_COMPANY_IMAGES] },
  samples: { all: [ACCESS.SAMPLES] },
  // docs/product.md#roles-and-access: "The checks of the guards for the orders/support area are not shown." We chose
  // branch staff (or admin) for the monitor and order detail, support (or admin) for support.
  orders: { any: [ACCESS.BRANCH_STAFF, ACCESS.ADMIN] },
  customerSupport: { any: [ACCESS.CUSTOMER_SUPPORT, ACCESS.ADMIN] },
  catalogue: { any: [ACCESS.CATALOGUE, ACCESS.ADMIN] },
  // Decision 072: the antibiotic register, chain-wide for pharmacists (decision 068) and admins.
  antibioticRegister: { any: [ACCESS.PHARMACIST, ACCESS.ADMIN] },
  // Decision 071: the pharmacist's check of prescriptions, chain-wide like the register.
  pharmacyCheck: { any: [ACCESS.PHARMACIST, ACCESS.ADMIN] },
  // Decision 076: the chain's reports.
  reports: { any: [ACCESS.REPORTS, ACCESS.ADMIN] },
  // Decision 075: the courier's page, for couriers (their branch comes from people management).
  courier: { all: [ACCESS.COURIER] },
} as const satisfies Record<string, AccessRule>;

export function isAllowed(userAccess: readonly AccessEntry[] | null | undefined, rule: AccessRule): boolean {
  const hasAll = (rule.all ?? []).every((name) => hasAccess(userAccess, name));
  const hasAny = !rule.any || rule.any.some((name) => hasAccess(userAccess, name));
  return hasAll && hasAny;
}
