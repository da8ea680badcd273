/**
 * A cédula profesional as the Dirección General de Profesiones issues it: 7 or 8 digits, nothing
 * else (issue 34). The one rule the checkout form and the server both apply.
 */
export const CEDULA_PATTERN = /^\d{7,8}$/;

/** True for a cédula of 7 or 8 digits (spaces around it are the caller's to trim). */
export const isCedula = (value: string): boolean => CEDULA_PATTERN.test(value);
