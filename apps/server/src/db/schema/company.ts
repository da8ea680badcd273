import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';

export const company = pgTable('company', {
  id: smallint('id').primaryKey().default(1),
  name: text('name').notNull(),
  theme: text('theme').notNull(),
  logo: text('logo').notNull(),
  slogan: text('slogan').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  defaultBranch: text('default_branch').notNull(),
});

export const themes = pgTable('themes', {
  name: text('name').primaryKey(),
  /** ThemeMode object; sent on the wire as a JSON string (docs/product.md#data-the-product-keeps). */
  mode: jsonb('mode').notNull(),
  folder: text('folder').notNull(),
});

export const themeColors = pgTable(
  'theme_colors',
  {
    theme: text('theme')
      .notNull()
      .references(() => themes.name, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.theme, t.name] })],
);

/** Background pictures of a theme folder, as paths relative to the media base. */
export const themeBackgrounds = pgTable(
  'theme_backgrounds',
  {
    folder: text('folder').notNull(),
    path: text('path').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.folder, t.path] })],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  image: text('image').notNull(),
  title: text('title').notNull().default(''),
  link: text('link').notNull().default(''),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** Optional showing window: the storefront's banner call leaves it out before / after these. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

export const branches = pgTable('branches', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  colonia: text('colonia').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  postalCode: text('postal_code').notNull(),
  phone: text('phone').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const branchHours = pgTable(
  'branch_hours',
  {
    branch: text('branch')
      .notNull()
      .references(() => branches.code, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    opens: time('opens').notNull(),
    closes: time('closes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.branch, t.weekday] })],
);

export const branchPostalCodes = pgTable(
  'branch_postal_codes',
  {
    branch: text('branch')
      .notNull()
      .references(() => branches.code, { onDelete: 'cascade' }),
    postalCode: text('postal_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.branch, t.postalCode] })],
);
