import type { AccessEntry } from '@mostrador/shared/constants/access';
import type { ComponentType } from 'react';
import { IconCategory, IconFileText, IconPalette, IconPhoto, IconStore, IconUser, type IconProps } from '../../../shared/ui/icons';
import type { RouteName } from '../../../shared/ui/navigation/routes';
import { GUARDS, isAllowed, type AccessRule } from '../../access-rules';
import { t } from '@mostrador/shared/messages/es-MX';

export interface StaffLink {
  route: RouteName;
  label: string;
  Icon: ComponentType<IconProps>;
  /** Every guard the router puts on the route, outermost first (test/app/left-menu.test.tsx checks them). */
  guards: readonly AccessRule[];
}

export interface StaffGroup {
  id: string;
  title: string;
  links: readonly StaffLink[];
}

/** Every staff, back-office and design page, grouped as the left menu shows them. */
export const STAFF_MENU: readonly StaffGroup[] = [
  {
    id: 'work',
    title: t('menu.work'),
    links: [
      { route: 'home_orders', label: t('menu.branchOrders'), Icon: IconStore, guards: [GUARDS.orders] },
      { route: 'customer_support', label: t('menu.support'), Icon: IconUser, guards: [GUARDS.customerSupport] },
      { route: 'pharmacy_check', label: t('menu.pharmacyCheck'), Icon: IconFileText, guards: [GUARDS.pharmacyCheck] },
      { route: 'courier_day', label: t('menu.courierDay'), Icon: IconFileText, guards: [GUARDS.orders] },
      { route: 'courier', label: t('menu.courier'), Icon: IconStore, guards: [GUARDS.courier] },
    ],
  },
  {
    id: 'admin',
    title: t('menu.admin'),
    links: [
      { route: 'users_management', label: t('menu.people'), Icon: IconUser, guards: [GUARDS.adminArea, GUARDS.admin] },
      { route: 'images_management', label: t('menu.images'), Icon: IconPhoto, guards: [GUARDS.adminArea, GUARDS.imagesManagement] },
      { route: 'catalogue_admin', label: t('menu.catalogue'), Icon: IconCategory, guards: [GUARDS.catalogue] },
      { route: 'catalogue_import', label: t('menu.catalogueImport'), Icon: IconFileText, guards: [GUARDS.catalogue] },
      { route: 'antibiotic_register', label: t('menu.antibioticRegister'), Icon: IconFileText, guards: [GUARDS.antibioticRegister] },
      { route: 'reports', label: t('menu.reports'), Icon: IconFileText, guards: [GUARDS.reports] },
    ],
  },
  {
    id: 'design',
    title: t('menu.design'),
    links: [
      { route: 'themes', label: t('menu.themes'), Icon: IconPalette, guards: [GUARDS.samples] },
      { route: 'flex', label: t('menu.flex'), Icon: IconPalette, guards: [GUARDS.samples] },
      { route: 'forms', label: t('menu.forms'), Icon: IconPalette, guards: [GUARDS.samples] },
      { route: 'dialogs', label: t('menu.dialogs'), Icon: IconPalette, guards: [GUARDS.samples] },
      { route: 'samples', label: t('menu.samples'), Icon: IconPalette, guards: [GUARDS.samples] },
      { route: 'samples_basic_tables', label: t('menu.basicTable'), Icon: IconPalette, guards: [GUARDS.samples] },
      { route: 'samples_custom_tables', label: t('menu.customTable'), Icon: IconPalette, guards: [GUARDS.samples] },
    ],
  },
];

/** The groups and links this access list opens: exactly the pages its guards let through. */
export function staffMenuFor(access: readonly AccessEntry[] | null | undefined): StaffGroup[] {
  return STAFF_MENU.map((group) => ({
    ...group,
    links: group.links.filter((link) => link.guards.every((rule) => isAllowed(access, rule))),
  })).filter((group) => group.links.length > 0);
}
