/** Layout breakpoints (px). Desktop docks the side menus; XL gets the widest banner. */
export const DESKTOP_MIN_PX = 1024;
export const XL_MIN_PX = 1440;

export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_PX}px)`;
export const XL_QUERY = `(min-width: ${XL_MIN_PX}px)`;
