// Public surface of the prescriptions feature (issue 34): the checkout's file field. The account's
// «Mis recetas» is a route imported by app/router.tsx.
export { PrescriptionFileField, type AttachedFile } from './prescription-file-field';
