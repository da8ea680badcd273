import type { ReactNode, SVGProps } from 'react';

/** Small outline icons (Tabler-style, 24×24, stroke = currentColor). Decorative unless titled. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number; title?: string };

function makeIcon(displayName: string, body: ReactNode) {
  function Icon({ size = 22, title, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        role={title ? 'img' : undefined}
        aria-hidden={title ? undefined : true}
        focusable="false"
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {body}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

const p = (d: string) => <path key={d} d={d} />;

export const IconMenu = /* @__PURE__ */ makeIcon('IconMenu', [p('M4 6h16'), p('M4 12h16'), p('M4 18h16')]);
export const IconSearch = /* @__PURE__ */ makeIcon('IconSearch', [<circle key="c" cx="10" cy="10" r="7" />, p('M21 21l-6-6')]);
export const IconCart = /* @__PURE__ */ makeIcon('IconCart', [
  <circle key="a" cx="6" cy="19" r="2" />,
  <circle key="b" cx="17" cy="19" r="2" />,
  p('M17 17H6V3H4'),
  p('M6 5l14 1-1 7H6'),
]);
export const IconUser = /* @__PURE__ */ makeIcon('IconUser', [
  <circle key="c" cx="12" cy="7" r="4" />,
  p('M6 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2'),
]);
export const IconHome = /* @__PURE__ */ makeIcon('IconHome', [
  p('M5 12H3l9-9 9 9h-2'),
  p('M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7'),
  p('M9 21v-6a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v6'),
]);
export const IconStore = /* @__PURE__ */ makeIcon('IconStore', [
  p('M3 21h18'),
  p('M3 7v1a3 3 0 0 0 6 0V7m0 1a3 3 0 0 0 6 0V7m0 1a3 3 0 0 0 6 0V7H3l2-4h14l2 4'),
  p('M5 21V10.85'),
  p('M19 21V10.85'),
  p('M9 21v-4a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v4'),
]);
export const IconCategory = /* @__PURE__ */ makeIcon('IconCategory', [
  p('M4 4h6v6H4z'),
  p('M14 4h6v6h-6z'),
  p('M4 14h6v6H4z'),
  <circle key="c" cx="17" cy="17" r="3" />,
]);
export const IconChevronDown = /* @__PURE__ */ makeIcon('IconChevronDown', [p('M6 9l6 6 6-6')]);
export const IconChevronLeft = /* @__PURE__ */ makeIcon('IconChevronLeft', [p('M15 6l-6 6 6 6')]);
export const IconChevronRight = /* @__PURE__ */ makeIcon('IconChevronRight', [p('M9 6l6 6-6 6')]);
export const IconInfo = /* @__PURE__ */ makeIcon('IconInfo', [<circle key="c" cx="12" cy="12" r="9" />, p('M12 9h.01'), p('M11 12h1v4h1')]);
export const IconPalette = /* @__PURE__ */ makeIcon('IconPalette', [
  p(
    'M12 21a9 9 0 0 1 0-18c4.97 0 9 3.58 9 8 0 1.06-.47 2.08-1.32 2.83-.84.75-1.99 1.17-3.18 1.17h-2.5a2 2 0 0 0-1 3.75 1.3 1.3 0 0 1-1 2.25',
  ),
  <circle key="a" cx="8.5" cy="10.5" r="1" />,
  <circle key="b" cx="12.5" cy="7.5" r="1" />,
  <circle key="d" cx="16.5" cy="10.5" r="1" />,
]);
export const IconClose = /* @__PURE__ */ makeIcon('IconClose', [p('M18 6L6 18'), p('M6 6l12 12')]);
export const IconPhone = /* @__PURE__ */ makeIcon('IconPhone', [
  p('M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2'),
]);
export const IconClock = /* @__PURE__ */ makeIcon('IconClock', [<circle key="c" cx="12" cy="12" r="9" />, p('M12 7v5l3 3')]);
export const IconMapPin = /* @__PURE__ */ makeIcon('IconMapPin', [
  <circle key="c" cx="12" cy="11" r="3" />,
  p('M17.66 16.66l-4.25 4.24a2 2 0 0 1-2.82 0l-4.25-4.24a8 8 0 1 1 11.32 0z'),
]);
export const IconArrowLeft = /* @__PURE__ */ makeIcon('IconArrowLeft', [p('M5 12h14'), p('M5 12l6 6'), p('M5 12l6-6')]);
export const IconRefresh = /* @__PURE__ */ makeIcon('IconRefresh', [
  p('M20 11a8.1 8.1 0 0 0-15.5-2m-.5-4v4h4'),
  p('M4 13a8.1 8.1 0 0 0 15.5 2m.5 4v-4h-4'),
]);
export const IconAlert = /* @__PURE__ */ makeIcon('IconAlert', [
  p('M12 9v4'),
  p('M10.36 3.59L2.26 17.13a1.91 1.91 0 0 0 1.63 2.87h16.22a1.91 1.91 0 0 0 1.63-2.87L13.64 3.59a1.91 1.91 0 0 0-3.28 0z'),
  p('M12 16h.01'),
]);
export const IconPlay = /* @__PURE__ */ makeIcon('IconPlay', [p('M7 4v16l13-8z')]);
export const IconPause = /* @__PURE__ */ makeIcon('IconPause', [
  <rect key="a" x="6" y="5" width="4" height="14" rx="1" />,
  <rect key="b" x="14" y="5" width="4" height="14" rx="1" />,
]);
export const IconPhoto = /* @__PURE__ */ makeIcon('IconPhoto', [
  p('M15 8h.01'),
  <rect key="r" x="3" y="3" width="18" height="18" rx="3" />,
  p('M3 16l5-5c.93-.89 2.07-.89 3 0l5 5'),
  p('M14 14l1-1c.93-.89 2.07-.89 3 0l3 3'),
]);
export const IconMail = /* @__PURE__ */ makeIcon('IconMail', [
  <rect key="r" x="3" y="5" width="18" height="14" rx="2" />,
  p('M3 7l9 6 9-6'),
]);
export const IconSidebarRight = /* @__PURE__ */ makeIcon('IconSidebarRight', [
  <rect key="r" x="4" y="4" width="16" height="16" rx="2" />,
  p('M15 4v16'),
]);
export const IconLogin = /* @__PURE__ */ makeIcon('IconLogin', [
  p('M15 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2'),
  p('M21 12H8l3-3'),
  p('M11 15l-3-3'),
]);
export const IconFileText = /* @__PURE__ */ makeIcon('IconFileText', [
  p('M14 3v4a1 1 0 0 0 1 1h4'),
  p('M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2z'),
  p('M9 9h1'),
  p('M9 13h6'),
  p('M9 17h6'),
]);
export const IconEye = /* @__PURE__ */ makeIcon('IconEye', [
  p('M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z'),
  p('M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'),
]);
export const IconEyeOff = /* @__PURE__ */ makeIcon('IconEyeOff', [
  p('M3 3l18 18'),
  p('M10.6 6.1A9.8 9.8 0 0 1 12 6c6.4 0 10 6 10 6a17 17 0 0 1-3.2 3.9'),
  p('M6.6 6.6C3.8 8.3 2 12 2 12s3.6 6 10 6a9.6 9.6 0 0 0 4.4-1'),
  p('M9.9 9.9a3 3 0 0 0 4.2 4.2'),
]);
export const IconCheck = /* @__PURE__ */ makeIcon('IconCheck', [p('M5 12l5 5L20 7')]);
export const IconDownload = /* @__PURE__ */ makeIcon('IconDownload', [p('M12 4v11'), p('M7 10l5 5 5-5'), p('M5 20h14')]);
export const IconLogout = /* @__PURE__ */ makeIcon('IconLogout', [
  p('M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3'),
  p('M10 17l-5-5 5-5'),
  p('M5 12h11'),
]);
export const IconEdit = /* @__PURE__ */ makeIcon('IconEdit', [p('M4 20h4L19 9l-4-4L4 16v4z'), p('M13.5 6.5l4 4')]);
export const IconTrash = /* @__PURE__ */ makeIcon('IconTrash', [
  p('M4 7h16'),
  p('M10 11v6'),
  p('M14 11v6'),
  p('M6 7l1 13h10l1-13'),
  p('M9 7V4h6v3'),
]);
export const IconPlus = /* @__PURE__ */ makeIcon('IconPlus', [p('M12 5v14'), p('M5 12h14')]);
