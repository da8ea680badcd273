import { createT } from './create-t';

/**
 * The antibiotic register (issue 34, decision 072): the server's words, the export's title block
 * and columns, and the back office page. docs/product.md#libro-de-antibioticos lists them.
 */
export const ANTIBIOTIC_REGISTER_MESSAGES = {
  'register.title': 'Libro de control de antibióticos',
  'register.company': 'Empresa: {name}',
  'register.branch': 'Sucursal: {name}',
  'register.allBranches': 'Todas las sucursales',
  'register.period': 'Periodo: del {from} al {to}',
  'register.recallNote': 'Pedido regresado a surtido',
  'register.rangeInverted': 'La fecha final debe ser igual o posterior a la inicial',
  'register.rangeTooLong': 'El periodo puede ser de hasta {days} días',
  'register.branchUnknown': 'No existe la sucursal {branch}',
  'register.col.date': 'Fecha',
  'register.col.folio': 'Folio',
  'register.col.generic': 'Denominación genérica',
  'register.col.brand': 'Denominación distintiva',
  'register.col.presentation': 'Presentación',
  'register.col.lot': 'Lote',
  'register.col.expiry': 'Caducidad',
  'register.col.quantity': 'Cantidad',
  'register.col.doctor': 'Médico',
  'register.col.cedula': 'Cédula profesional',
  'register.col.doctorAddress': 'Domicilio del médico',
  'register.col.note': 'Nota',
  'register.totals': '{rows} movimientos · {units} piezas',
  'register.filterBranch': 'Sucursal',
  'register.filterFrom': 'Desde',
  'register.filterTo': 'Hasta',
  'register.exportCsv': 'Exportar CSV',
  'register.exportXlsx': 'Exportar Excel',
  'register.print': 'Imprimir',
  'register.empty': 'No hay movimientos en el periodo',
  'register.previous': 'Anterior',
  'register.next': 'Siguiente',
  'register.page': 'Página {page}',
  'register.printedPage': 'Página {page} de la consulta; el periodo completo está en la exportación CSV o Excel',
  'delivery.prescriptionRequired':
    'El pedido {id} lleva antibióticos: confirma que se recogió la receta original antes de marcarlo «Entregado»',
  'delivery.confirm': 'Se recogió la receta original',
  'delivery.collectedAt': 'Receta original recogida: {date}',
} as const;

export const antibioticRegisterT = createT(ANTIBIOTIC_REGISTER_MESSAGES);

/** The inspector's columns, in order: the page's table, the CSV and the XLSX (their words above). */
export const REGISTER_COLUMNS = [
  'register.col.date',
  'register.col.folio',
  'register.col.generic',
  'register.col.brand',
  'register.col.presentation',
  'register.col.lot',
  'register.col.expiry',
  'register.col.quantity',
  'register.col.doctor',
  'register.col.cedula',
  'register.col.doctorAddress',
  'register.col.note',
] as const;
