import type { DepartmentProducts } from './types';

// Dermocosmetics: cleansers, moisturisers and sunscreens that dermatologists recommend.
// [name, presentation, brand, laboratory, active ingredient, price, ailment, flags?, description?]
// prettier-ignore
export const DERMOCOSMETICS: DepartmentProducts = {
  department: 'dermocosmetica',
  rows: [
    ['Cetaphil Loción limpiadora 473 ml', 'Botella con 473 ml', 'Cetaphil', 'Galderma', '', 389, 'piel', 'f', 'Limpiador suave sin jabón para piel seca y sensible; limpia sin resecar y se puede usar sin agua.'],
    ['Cetaphil Crema humectante 453 g', 'Tarro con 453 g', 'Cetaphil', 'Galderma', 'Glicerina, niacinamida', 459, 'piel'],
    ['Cetaphil Limpiador espumoso para piel grasa 236 ml', 'Frasco con 236 ml', 'Cetaphil', 'Galderma', '', 329, 'piel'],
    ['Cetaphil Sun FPS 50+ gel ligero 50 ml', 'Tubo con 50 ml', 'Cetaphil', 'Galderma', 'Filtros UVA/UVB', 499, 'piel', '15%'],
    ['Eucerin Aquaphor pomada reparadora 50 ml', 'Tubo con 50 ml', 'Eucerin', 'Beiersdorf', 'Pantenol, glicerina', 259, 'piel', '', 'Pomada que repara la piel muy seca, agrietada o irritada: labios, manos, talones y rozaduras.'],
    ['Eucerin Sun Fluid Pigment Control FPS 50+ 50 ml', 'Tubo con 50 ml', 'Eucerin', 'Beiersdorf', 'Thiamidol, filtros UVA/UVB', 549, 'piel', '15%'],
    ['Eucerin UreaRepair Plus loción 10% urea 250 ml', 'Frasco con 250 ml', 'Eucerin', 'Beiersdorf', 'Urea', 389, 'piel'],
    ['Eucerin Hyaluron-Filler crema de día FPS 30 50 ml', 'Tarro con 50 ml', 'Eucerin', 'Beiersdorf', 'Ácido hialurónico', 899, 'piel'],
    ['Eucerin DermoPure gel limpiador 200 ml', 'Tubo con 200 ml', 'Eucerin', 'Beiersdorf', 'Ácido salicílico', 329, 'piel'],
    ['La Roche-Posay Anthelios UVMune 400 FPS 50+ 50 ml', 'Tubo con 50 ml', 'La Roche-Posay', "L'Oréal", 'Filtros UVA/UVB', 629, 'piel', 'f 2 15%', 'Protector solar fluido de muy alta protección, textura invisible, resistente al agua y al sudor.'],
    ['La Roche-Posay Effaclar gel limpiador 200 ml', 'Tubo con 200 ml', 'La Roche-Posay', "L'Oréal", 'Zinc PCA', 449, 'piel'],
    ['La Roche-Posay Effaclar Duo+M 40 ml', 'Tubo con 40 ml', 'La Roche-Posay', "L'Oréal", 'Niacinamida, ácido salicílico', 569, 'piel'],
    ['La Roche-Posay Cicaplast Baume B5+ 40 ml', 'Tubo con 40 ml', 'La Roche-Posay', "L'Oréal", 'Pantenol, madecassoside', 349, 'piel'],
    ['La Roche-Posay Lipikar Baume AP+M 400 ml', 'Frasco con 400 ml', 'La Roche-Posay', "L'Oréal", 'Manteca de karité, niacinamida', 699, 'piel'],
    ['Vichy Minéral 89 sérum 50 ml', 'Gotero con 50 ml', 'Vichy', "L'Oréal", 'Ácido hialurónico, agua volcánica', 799, 'piel'],
    ['CeraVe Crema hidratante 454 g', 'Tarro con 454 g', 'CeraVe', "L'Oréal", 'Ceramidas, ácido hialurónico', 429, 'piel', 'f'],
    ['CeraVe Limpiador hidratante 473 ml', 'Botella con 473 ml', 'CeraVe', "L'Oréal", 'Ceramidas, ácido hialurónico', 399, 'piel'],
    ['CeraVe Limpiador espumoso 236 ml', 'Frasco con 236 ml', 'CeraVe', "L'Oréal", 'Ceramidas, niacinamida', 329, 'piel'],
    ['CeraVe Loción hidratante facial FPS 30 52 ml', 'Frasco con 52 ml', 'CeraVe', "L'Oréal", 'Ceramidas, niacinamida', 389, 'piel'],
    ['Avène Agua termal spray 150 ml', 'Aerosol con 150 ml', 'Avène', 'Pierre Fabre', 'Agua termal de Avène', 289, 'piel'],
    ['Avène Cleanance gel limpiador 200 ml', 'Tubo con 200 ml', 'Avène', 'Pierre Fabre', '', 399, 'piel'],
    ['Avène Cicalfate+ crema reparadora 40 ml', 'Tubo con 40 ml', 'Avène', 'Pierre Fabre', 'Sucralfato, sulfato de cobre y zinc', 359, 'piel'],
    ['Bioderma Sensibio H2O agua micelar 250 ml', 'Frasco con 250 ml', 'Bioderma', 'NAOS', '', 329, 'piel'],
    ['Bioderma Atoderm crema 500 ml', 'Frasco con 500 ml', 'Bioderma', 'NAOS', 'Niacinamida, glicerina', 459, 'piel'],
    ['Bioderma Photoderm Max FPS 50+ 40 ml', 'Tubo con 40 ml', 'Bioderma', 'NAOS', 'Filtros UVA/UVB', 479, 'piel'],
    ['Neutrogena Hydro Boost gel hidratante 50 g', 'Tarro con 50 g', 'Neutrogena', 'Kenvue', 'Ácido hialurónico', 349, 'piel'],
    ['Neutrogena Sun Fresh FPS 50 120 ml', 'Frasco con 120 ml', 'Neutrogena', 'Kenvue', 'Filtros UVA/UVB', 289, 'piel'],
    ['ISDIN Fusion Water Magic FPS 50 50 ml', 'Tubo con 50 ml', 'ISDIN', 'ISDIN', 'Filtros UVA/UVB', 579, 'piel', '15%'],
    ['ISDIN Acniben gel limpiador 150 ml', 'Tubo con 150 ml', 'ISDIN', 'ISDIN', '', 359, 'piel'],
    ['Asepxia Gel secante 28 g', 'Tubo con 28 g', 'Asepxia', 'Genomma Lab', 'Ácido salicílico', 99, 'piel', '', 'Gel de secado rápido para granos y espinillas; aplíquelo solo sobre la imperfección.'],
    ['Asepxia Jabón exfoliante 100 g', 'Caja con 1 barra de 100 g', 'Asepxia', 'Genomma Lab', 'Azufre, ácido salicílico', 69, 'piel'],
    ['Cicatricure Gel 60 g', 'Tubo con 60 g', 'Cicatricure', 'Genomma Lab', 'Extracto de cebolla, aloe vera', 219, 'piel'],
    ['Cicatricure Crema antiarrugas 50 g', 'Tarro con 50 g', 'Cicatricure', 'Genomma Lab', 'Péptidos, extracto de cebolla', 259, 'piel'],
    ['Nivea Sun Protect & Hydrate FPS 50 200 ml', 'Frasco con 200 ml', 'Nivea', 'Beiersdorf', 'Filtros UVA/UVB', 269, 'piel'],
  ],
};
