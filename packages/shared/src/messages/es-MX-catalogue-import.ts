import { createT } from './es-MX-area';

/**
 * The bulk import and export of the catalogue (`/admin/catalogue_import`, `npm run
 * catalogue:import`): the server's problems and answers, the CLI and the lazy screen share them.
 */
export const CATALOGUE_IMPORT_MESSAGES = {
  'import.field.SKU': 'SKU',
  'import.field.EAN': 'Código de barras',
  'import.field.NAME': 'Nombre',
  'import.field.DESCRIPTION': 'Descripción',
  'import.field.BRAND': 'Marca',
  'import.field.LABORATORY': 'Laboratorio',
  'import.field.ACTIVE_INGREDIENT': 'Ingrediente activo',
  'import.field.PRESENTATION': 'Presentación',
  'import.field.PRICE': 'Precio',
  'import.field.REQUIRES_PRESCRIPTION': 'Requiere receta',
  'import.field.ACTIVE': 'Activo',
  'import.field.DEPARTAMENTO': 'Departamentos',
  'import.field.MARCA': 'Categorías de marca',
  'import.field.PADECIMIENTO': 'Padecimientos',
  'import.field.STOCK': 'Existencia {branch}',
  'import.field.ignore': 'No importar',

  'import.problem.REQUIRED': 'Falta el dato',
  'import.problem.SKU_FORMAT': 'El SKU solo admite letras, números y guiones (de 1 a 40)',
  'import.problem.EAN_FORMAT': 'El código de barras debe tener 13 dígitos',
  'import.problem.EAN_CHECK_DIGIT': 'El dígito verificador del código de barras no es válido',
  'import.problem.PRICE_FORMAT': 'El precio «{value}» no es un número en pesos (máximo dos decimales)',
  'import.problem.PRICE_NOT_POSITIVE': 'El precio debe ser mayor que cero',
  'import.problem.SKU_DUPLICATE_FILE': 'SKU repetido: también está en la fila {row}',
  'import.problem.SKU_CASE_CLASH': 'Ya existe el SKU «{sku}», escrito con otras mayúsculas',
  'import.problem.EAN_DUPLICATE_FILE': 'Código de barras repetido: también está en la fila {row}',
  'import.problem.EAN_DUPLICATE_DB': 'El código de barras ya es del producto {sku}',
  'import.problem.CATEGORY_UNKNOWN': 'Categoría desconocida: «{value}»',
  'import.problem.BRANCH_UNKNOWN': 'Sucursal desconocida: «{value}»',
  'import.problem.STOCK_FORMAT': 'La existencia «{value}» no es un número entero',
  'import.problem.STOCK_NEGATIVE': 'La existencia no puede ser negativa',
  'import.problem.BOOLEAN_FORMAT': 'Escribe «sí» o «no» (no «{value}»)',
  'import.problem.TEXT_INVALID': 'El texto tiene caracteres no válidos o pasa de {max} caracteres',
  'import.problem.COLUMN_UNKNOWN': 'Columna desconocida: asígnala a un dato o márcala «No importar»',
  'import.problem.COLUMN_TWICE': 'Dos columnas van al mismo dato ({field})',
  'import.problem.SKU_COLUMN_MISSING': 'Falta la columna SKU',
  'import.problem.NEW_PRODUCT_COLUMNS': 'Producto nuevo: el archivo necesita las columnas código de barras, nombre y precio',

  'import.error.notFound': 'No encontramos esa importación',
  'import.error.noFile': 'Adjunta un archivo CSV o XLSX',
  'import.error.tooLarge': 'El archivo pasa del límite de {mib} MB',
  'import.error.format': 'El archivo no es un CSV ni un XLSX que podamos leer',
  'import.error.empty': 'El archivo no tiene filas de productos',
  'import.error.tooManyRows': 'El archivo pasa de {max} filas',
  'import.error.notValidated': 'Primero revisa el archivo (simulación) y corrige los problemas',
  'import.error.hasProblems': 'El archivo tiene {count} problemas; no se cambió nada',
  'import.error.running': 'Esa importación ya se está aplicando',
  'import.error.done': 'Esa importación ya se aplicó',
  'import.error.mappingLength': 'La asignación de columnas no corresponde al archivo',
  'import.error.batchFailed': 'Se detuvo en la fila {row}: {why}. Lo ya aplicado se conserva; puedes reanudar.',

  'import.csv.yes': 'sí',
  'import.csv.no': 'no',
} as const;

export const importT = createT(CATALOGUE_IMPORT_MESSAGES);
