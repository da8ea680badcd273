/** A branch code as branches are keyed (e.g. GDL-CENTRO): the price checker's and the stock call's rule. */
export const BRANCH_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;
