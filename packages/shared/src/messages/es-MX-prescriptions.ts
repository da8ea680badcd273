import { createT } from './create-t';

/**
 * Prescription files (issue 34): the upload's refusals, the signed links, the checkout's file
 * field and the account's «Mis recetas». A lazy catalogue (checkout and account screens).
 */
export const PRESCRIPTIONS_MESSAGES = {
  'rx.noFile': 'Elige la foto o el PDF de la receta',
  'rx.tooLarge': 'El archivo pesa más de {mb} MB; toma la foto de nuevo o reduce el PDF',
  'rx.wrongType': 'La receta debe ser una foto (JPG, PNG, WebP o HEIC) o un PDF',
  'rx.heicUnreadable':
    'No pudimos abrir esta foto HEIC del iPhone; envíala como JPG (en el iPhone: Ajustes › Cámara › Formatos › «Más compatible») o toma una captura de pantalla de la receta',
  'rx.damaged': 'No pudimos leer el archivo; toma la foto de nuevo',
  'rx.tooManyPixels': 'La foto es demasiado grande ({mp} megapíxeles como máximo)',
  'rx.pdfActive': 'El PDF lleva código o archivos incrustados y no se acepta; envía una foto de la receta',
  'rx.notMultipart': 'La receta debe enviarse como formulario (multipart/form-data)',
  'rx.busy': 'Estamos procesando muchas recetas; inténtalo en unos segundos',
  'rx.notFound': 'No encontramos esa receta',
  'rx.linkExpired': 'El enlace de la receta venció o no es válido; ábrela de nuevo desde tu pedido',
  'rx.purged': 'El archivo de esta receta ya se borró (plazo de conservación)',
  'rx.fileRequired': 'Tu carrito lleva medicamentos con receta: adjunta la foto o el PDF de la receta',
  'rx.fileNotYours': 'Esa receta no está disponible; súbela de nuevo',
  'rx.addressRequired': 'Escribe el domicilio del médico que aparece en la receta',

  'rx.ui.file': 'Foto o PDF de la receta',
  'rx.ui.choose': 'Elegir archivo',
  'rx.ui.camera': 'Tomar foto',
  'rx.ui.uploading': 'Subiendo receta… {pct}%',
  'rx.ui.uploaded': 'Receta adjunta',
  'rx.ui.replace': 'Cambiar archivo',
  'rx.ui.pdf': 'PDF adjunto',
  'rx.ui.preview': 'Vista previa de la receta',
  'rx.ui.doctorAddress': 'Domicilio del médico',
  'rx.ui.uploadFailed': 'No se pudo subir la receta',
  'rx.mine.title': 'Mis recetas',
  'rx.mine.empty': 'Aún no has enviado recetas.',
  'rx.mine.date': 'Fecha',
  'rx.mine.order': 'Pedido',
  'rx.mine.type': 'Tipo',
  'rx.mine.noOrder': 'Sin pedido',
  'rx.mine.photo': 'Foto',
  'rx.mine.pdf': 'PDF',
  'rx.mine.view': 'Ver',
  'rx.mine.download': 'Descargar',
  'rx.mine.purged': 'Archivo borrado',
  'rx.mine.note': 'Guardamos tus recetas de forma privada; solo tú, la sucursal de tu pedido y los farmacéuticos pueden verlas.',
} as const;

export type PrescriptionsMessageKey = keyof typeof PRESCRIPTIONS_MESSAGES;
export const prescriptionsT = createT(PRESCRIPTIONS_MESSAGES);
