import type { DepartmentProducts } from './types';

// Controlled medicines (issue 34): psychotropics of the Ley General de Salud's groups II and III,
// sold only at a branch against the original prescription, which the pharmacy retains. The flag
// 'g2'/'g3' sets the group. Listed last among the sources so no other product's SKU or barcode moves.
// [name, presentation, brand, laboratory, active ingredient, price, ailment, flags?, description?]
// prettier-ignore
export const CONTROLLED: DepartmentProducts = {
  department: 'medicamentos',
  rows: [
    ['Clonazepam 2 mg 30 tabletas', 'Caja con 30 tabletas', 'Rivotril', 'Roche', 'Clonazepam', 189, '', 'rx g3', 'Ansiolítico y anticonvulsivo. Psicotrópico del grupo III: se vende solo en sucursal con la receta original, que la farmacia retiene.'],
    ['Alprazolam 0.25 mg 30 tabletas', 'Caja con 30 tabletas', 'Tafil', 'Viatris', 'Alprazolam', 159, '', 'rx g3', 'Ansiolítico. Psicotrópico del grupo III: se vende solo en sucursal con la receta original, que la farmacia retiene.'],
    ['Metilfenidato 10 mg 30 tabletas', 'Caja con 30 tabletas', 'Ritalin', 'Novartis', 'Metilfenidato', 429, '', 'rx g2', 'Para el trastorno por déficit de atención. Psicotrópico del grupo II: se vende solo en sucursal con la receta original, que la farmacia retiene.'],
  ],
};
