import type { Database } from '../../src/db/client';
import { buildBackground, buildBanner, buildBranch, buildCompany, buildTheme, weekHours } from './factories';

/** A small storefront: two themes (one dark), three branches (one closed), banners, backgrounds. */
export async function seedSmallDataset(db: Database) {
  const light = await buildTheme(db, { name: 'claro', folder: 'claro', colors: { primary: '#1f6f43', accent: '#f2a900' } });
  const dark = await buildTheme(db, {
    name: 'noche',
    folder: 'noche',
    mode: { dark: true, rotateBkgrndTime: 30 },
    colors: { primary: '#8fd694' },
  });
  const centro = await buildBranch(db, {
    code: 'GDL-CENTRO',
    name: 'Centro',
    isDefault: true,
    position: 1,
    hours: [...weekHours('08:00', '22:00').slice(1), { weekday: 0, opens: '09:00', closes: '15:00' }],
    postalCodes: ['44100', '44200'],
  });
  const zapopan = await buildBranch(db, { code: 'GDL-ZAPOPAN', name: 'Zapopan', position: 2, postalCodes: ['45010'] });
  const closed = await buildBranch(db, { code: 'GDL-CERRADA', name: 'Cerrada', position: 3, active: false });
  const company = await buildCompany(db, { theme: light.name, defaultBranch: centro.code });
  const banners = [
    await buildBanner(db, { type: 'BANNER_TOP_LG', position: 2, title: 'Segunda' }),
    await buildBanner(db, { type: 'BANNER_TOP_LG', position: 1, title: 'Primera' }),
    await buildBanner(db, { type: 'SCREEN_AD', position: 1 }),
    await buildBanner(db, { type: 'BANNER_LEFT', active: false }),
  ];
  const backgrounds = [
    await buildBackground(db, { folder: 'claro', path: 'backgrounds/claro/b.webp', position: 2 }),
    await buildBackground(db, { folder: 'claro', path: 'backgrounds/claro/a.webp', position: 1 }),
  ];
  return { light, dark, centro, zapopan, closed, company, banners, backgrounds };
}
