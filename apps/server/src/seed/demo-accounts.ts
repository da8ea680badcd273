import { ACCESS, type AccessName } from '@mostrador/shared/constants/access';

/**
 * Demo sign-ins (docs/product.md#demo-mode). Exported so the README, the dev identity stand-in and the tests
 * all read the same phones and passwords instead of repeating them.
 */
export interface DemoAccount {
  role: 'customer' | 'admin' | 'branch-staff' | 'pharmacist' | 'courier';
  phone: string;
  password: string;
  name: string;
  email: string;
  /** YYYY-MM-DD */
  birth: string;
  sex: 'F' | 'M';
  access: readonly AccessName[];
  /** Google e-mail the demo identity provider signs in as, with the branch it maps to. */
  staffEmail: string | null;
}

export const DEMO_ACCOUNTS = [
  {
    role: 'customer',
    phone: '3311112222',
    password: 'Cliente#2026',
    name: 'María Fernanda López',
    email: 'maria.fernanda.lopez@example.com',
    birth: '1991-04-17',
    sex: 'F',
    access: [ACCESS.ACCOUNT],
    staffEmail: null,
  },
  {
    role: 'admin',
    phone: '3300000001',
    password: 'Admin#2026',
    name: 'Alejandra Ramírez Ochoa',
    email: 'admin@demo.mostrador.mx',
    birth: '1985-09-03',
    sex: 'F',
    access: [ACCESS.ACCOUNT, ACCESS.ADMIN, ACCESS.SAMPLES, ACCESS.EDIT_COMPANY_IMAGES, ACCESS.CUSTOMER_SUPPORT, ACCESS.ALL_BRANCHES],
    staffEmail: 'admin@demo.mostrador.mx',
  },
  {
    role: 'branch-staff',
    phone: '3300000002',
    password: 'Sucursal#2026',
    name: 'Jorge Luis Hernández',
    email: 'centro@demo.mostrador.mx',
    birth: '1994-02-21',
    sex: 'M',
    access: [ACCESS.ACCOUNT, ACCESS.BRANCH_STAFF],
    staffEmail: 'centro@demo.mostrador.mx',
  },
  {
    // Chain-wide (decision 068): checks every branch's prescriptions at /pharmacy_check (decision 071).
    role: 'pharmacist',
    phone: '3300000003',
    password: 'Farmacia#2026',
    name: 'QFB Patricia Gómez Villaseñor',
    email: 'farmacia@demo.mostrador.mx',
    birth: '1988-06-12',
    sex: 'F',
    access: [ACCESS.ACCOUNT, ACCESS.PHARMACIST],
    staffEmail: null,
  },
  {
    // Issue 35 (decision 075): delivers the demo branch's orders at /courier; the demo seed gives the branch.
    role: 'courier',
    phone: '3300000004',
    password: 'Reparto#2026',
    name: 'Raúl Medina Cortés',
    email: 'reparto@demo.mostrador.mx',
    birth: '1997-11-08',
    sex: 'M',
    access: [ACCESS.ACCOUNT, ACCESS.COURIER],
    staffEmail: null,
  },
] as const satisfies readonly DemoAccount[];

export const DEMO_CUSTOMER = DEMO_ACCOUNTS[0];

export interface DemoAddress {
  alias: string;
  calle: string;
  numeroExterior: string;
  numeroInterior: string;
  colonia: string;
  codigoPostal: string;
  municipio: string;
  estado: string;
  referencias: string;
  isDefault: boolean;
}

// Home inside GDL-CENTRO's delivery area, office inside GDL-PROVIDENCIA's: checkout routes the
// two to different branches, which the demo walk-through relies on.
export const DEMO_CUSTOMER_ADDRESSES: readonly DemoAddress[] = [
  {
    alias: 'Casa',
    calle: 'Calle Pedro Moreno',
    numeroExterior: '1320',
    numeroInterior: '4',
    colonia: 'Americana',
    codigoPostal: '44160',
    municipio: 'Guadalajara',
    estado: 'Jalisco',
    referencias: 'Portón negro, entre Marsella y Argentina',
    isDefault: true,
  },
  {
    alias: 'Oficina',
    calle: 'Av. Rubén Darío',
    numeroExterior: '1321',
    numeroInterior: 'Piso 3',
    colonia: 'Providencia',
    codigoPostal: '44630',
    municipio: 'Guadalajara',
    estado: 'Jalisco',
    referencias: 'Edificio de vidrio junto a la cafetería; preguntar en recepción',
    isDefault: false,
  },
];
