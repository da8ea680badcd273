/**
 * Access names of a person's `user_access` list (docs/product.md#roles-and-access adds the staff ones).
 * What someone may do is decided only by these entries, never by a role field.
 */
export const ACCESS = {
  /** Every customer: account, cart and own orders. */
  ACCOUNT: 'ACCOUNT',
  ADMIN: 'ADMIN',
  /** Sample and design pages. */
  SAMPLES: 'SAMPLES',
  EDIT_COMPANY_IMAGES: 'EDIT_COMPANY_IMAGES',
  /** Branch monitor and order actions for the person's branch. */
  BRANCH_STAFF: 'BRANCH_STAFF',
  CUSTOMER_SUPPORT: 'CUSTOMER_SUPPORT',
  /** See every branch's orders, not only one's own. */
  ALL_BRANCHES: 'ALL_BRANCHES',
  /** Back office: products, prices, stock and categories. */
  CATALOGUE: 'CATALOGUE',
  /** Save and delete themes (with SAMPLES, which opens the editor); ADMIN may too. */
  THEMES: 'THEMES',
  /** Checks prescriptions before their lines are picked; keeps the antibiotic register (issue 34). */
  PHARMACIST: 'PHARMACIST',
  /** Delivers the ready orders of one branch (issue 35): the branch is given with it in people management. */
  COURIER: 'COURIER',
  /** The chain's reports (issue 37): sales, service times, fulfilment quality and real-visit speed. */
  REPORTS: 'REPORTS',
} as const;

export type AccessName = (typeof ACCESS)[keyof typeof ACCESS];
export const ACCESS_NAMES = Object.values(ACCESS) as readonly AccessName[];

/** One entry of the login response's `user_access` list. */
export interface AccessEntry {
  ACCESS: string;
}

export function isAccessName(value: unknown): value is AccessName {
  return typeof value === 'string' && (ACCESS_NAMES as readonly string[]).includes(value);
}

/** True when the list holds an entry for `access`; a missing list (signed out) grants nothing. */
export function hasAccess(userAccess: readonly AccessEntry[] | null | undefined, access: AccessName): boolean {
  return userAccess?.some((entry) => entry.ACCESS === access) ?? false;
}
