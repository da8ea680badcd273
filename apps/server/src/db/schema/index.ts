// Drizzle needs the whole schema as one object; this is the only barrel file.
export * from './company';
export * from './catalogue';
export * from './accounts';
export * from './identity';
export * from './orders';
export * from './back-office';
export * from './push';
export * from './stock-movements';
export * from './catalogue-import';
export * from './picking';
export * from './medicines';
export * from './tracking';
export * from './couriers';
