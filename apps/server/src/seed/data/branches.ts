/** Demo branches across the Guadalajara metropolitan area; the first one is the company default. */

export interface BranchSeed {
  code: string;
  name: string;
  address: string;
  colonia: string;
  city: string;
  postalCode: string;
  phone: string;
  lat: number;
  lng: number;
  /** Index = weekday (0 = domingo … 6 = sábado); null = closed that day. */
  hours: readonly (readonly [opens: string, closes: string] | null)[];
  /** Delivery area; disjoint between branches so an address maps to exactly one branch. */
  postalCodes: readonly string[];
}

// `closes` 24:00:00 is how PostgreSQL's `time` spells "until midnight".
const ALL_DAY = ['00:00', '24:00'] as const;
const week = (sunday: readonly [string, string] | null, weekdays: readonly [string, string], saturday = weekdays) =>
  [sunday, weekdays, weekdays, weekdays, weekdays, weekdays, saturday] as const;

export const BRANCHES: readonly BranchSeed[] = [
  {
    code: 'GDL-CENTRO',
    name: 'Mostrador Centro',
    address: 'Av. Juárez 245',
    colonia: 'Centro',
    city: 'Guadalajara',
    postalCode: '44100',
    phone: '3336141520',
    lat: 20.67466,
    lng: -103.34984,
    hours: week(ALL_DAY, ALL_DAY),
    postalCodes: ['44100', '44140', '44160', '44170', '44200', '44270', '44280'],
  },
  {
    code: 'GDL-PROVIDENCIA',
    name: 'Mostrador Providencia',
    address: 'Av. Rubén Darío 1102',
    colonia: 'Providencia',
    city: 'Guadalajara',
    postalCode: '44630',
    phone: '3336420785',
    lat: 20.69352,
    lng: -103.38969,
    hours: week(['09:00', '21:00'], ['07:00', '23:00']),
    postalCodes: ['44600', '44610', '44620', '44630', '44638', '44639', '44640'],
  },
  {
    code: 'ZAP-ANDARES',
    name: 'Mostrador Andares',
    address: 'Blvd. Puerta de Hierro 4965, local 12',
    colonia: 'Puerta de Hierro',
    city: 'Zapopan',
    postalCode: '45116',
    phone: '3331107640',
    lat: 20.71003,
    lng: -103.41217,
    hours: week(['10:00', '20:00'], ['08:00', '22:00'], ['09:00', '22:00']),
    postalCodes: ['45116', '45117', '45118', '45119', '45129', '45136'],
  },
  {
    code: 'ZAP-CENTRO',
    name: 'Mostrador Zapopan Centro',
    address: 'Av. Hidalgo 151',
    colonia: 'Zapopan Centro',
    city: 'Zapopan',
    postalCode: '45100',
    phone: '3338330912',
    lat: 20.72179,
    lng: -103.39114,
    hours: week(['08:00', '16:00'], ['07:00', '22:00']),
    postalCodes: ['45100', '45110', '45120', '45130', '45150', '45160'],
  },
  {
    code: 'GDL-CHAPALITA',
    name: 'Mostrador Chapalita',
    address: 'Av. Guadalupe 1178',
    colonia: 'Chapalita',
    city: 'Guadalajara',
    postalCode: '44500',
    phone: '3331214478',
    lat: 20.66802,
    lng: -103.40028,
    hours: week(['09:00', '15:00'], ['08:00', '22:00'], ['08:00', '20:00']),
    postalCodes: ['44500', '44510', '44520', '45040', '45050'],
  },
  {
    code: 'TLQ-CENTRO',
    name: 'Mostrador Tlaquepaque',
    address: 'Calle Independencia 208',
    colonia: 'Tlaquepaque Centro',
    city: 'San Pedro Tlaquepaque',
    postalCode: '45500',
    phone: '3336350218',
    lat: 20.64048,
    lng: -103.31176,
    hours: week(ALL_DAY, ALL_DAY),
    postalCodes: ['45500', '45510', '45530', '45580', '45590', '45598'],
  },
  {
    code: 'TON-CENTRO',
    name: 'Mostrador Tonalá',
    address: 'Av. Tonaltecas 120',
    colonia: 'Tonalá Centro',
    city: 'Tonalá',
    postalCode: '45400',
    phone: '3336830455',
    lat: 20.62419,
    lng: -103.24362,
    hours: week(['09:00', '14:00'], ['08:00', '21:00'], ['08:00', '20:00']),
    postalCodes: ['45400', '45402', '45403', '45410', '45415'],
  },
  {
    code: 'TLJ-CENTRO',
    name: 'Mostrador Tlajomulco',
    address: 'Av. Higuera 54',
    colonia: 'Tlajomulco Centro',
    city: 'Tlajomulco de Zúñiga',
    postalCode: '45640',
    phone: '3337980163',
    lat: 20.47381,
    lng: -103.44562,
    hours: week(null, ['08:00', '21:00'], ['09:00', '18:00']),
    postalCodes: ['45640', '45645', '45650', '45654', '45655'],
  },
];

export const BRANCH_STATE = 'Jalisco';
