import type { PackShape } from '../data/types';

/** Colours of one package: main face, a lighter and a darker face for the 3-D look, and the cap. */
export interface PackColors {
  body: string;
  light: string;
  dark: string;
  cap: string;
}

export interface ShapeLayout {
  /** Package outline and faces, drawn before the label. */
  body: string;
  /** Where the printed label sits; text is fitted into it. */
  label: { x: number; y: number; w: number; h: number; rx: number };
  /** Baseline centre of the laboratory name printed on the package below the label, and the width it may take. */
  foot: { x: number; y: number; width: number } | null;
  /** Centre of the "Rx" badge for prescription products. */
  badge: { x: number; y: number };
}

// Hand-tuned geometry on a 600×600 canvas; the floor shadow sits at y≈520 for every shape.
// Over 80 lines by design: one table of numbers per shape, side by side for comparison.
// eslint-disable-next-line max-lines-per-function -- over 80 lines by design, as the comment above says
export function shapeLayout(shape: PackShape, c: PackColors): ShapeLayout {
  switch (shape) {
    case 'bottle':
      return {
        body:
          `<rect x="238" y="92" width="124" height="64" rx="10" fill="${c.cap}"/>` +
          `<rect x="256" y="150" width="88" height="40" fill="${c.dark}"/>` +
          `<path d="M256 188 Q190 205 188 260 L188 486 Q188 512 214 512 L386 512 Q412 512 412 486 L412 260 Q410 205 344 188 Z" fill="${c.body}"/>` +
          `<rect x="206" y="250" width="18" height="240" rx="9" fill="${c.light}" fill-opacity=".45"/>`,
        label: { x: 196, y: 276, w: 208, h: 190, rx: 6 },
        foot: { x: 300, y: 496, width: 196 },
        badge: { x: 380, y: 228 },
      };
    case 'dropper':
      return {
        body:
          `<path d="M270 92 Q300 70 330 92 L330 170 L270 170 Z" fill="${c.dark}"/>` +
          `<rect x="250" y="166" width="100" height="70" rx="8" fill="${c.cap}"/>` +
          `<rect x="218" y="232" width="164" height="282" rx="26" fill="${c.body}"/>` +
          `<rect x="232" y="250" width="12" height="240" rx="6" fill="${c.light}" fill-opacity=".45"/>`,
        label: { x: 226, y: 286, w: 148, h: 186, rx: 6 },
        foot: { x: 300, y: 500, width: 140 },
        badge: { x: 366, y: 252 },
      };
    case 'tube':
      return {
        body:
          `<rect x="160" y="84" width="280" height="34" rx="4" fill="${c.dark}"/>` +
          `<path d="M164 116 L436 116 L392 468 L208 468 Z" fill="${c.body}"/>` +
          `<path d="M184 130 L204 130 L222 452 L212 452 Z" fill="${c.light}" fill-opacity=".45"/>` +
          `<rect x="252" y="464" width="96" height="56" rx="8" fill="${c.cap}"/>`,
        label: { x: 200, y: 168, w: 200, h: 236, rx: 6 },
        foot: { x: 300, y: 446, width: 160 },
        badge: { x: 404, y: 150 },
      };
    case 'jar':
      return {
        body:
          `<rect x="140" y="196" width="320" height="72" rx="14" fill="${c.cap}"/>` +
          `<rect x="150" y="260" width="300" height="254" rx="34" fill="${c.body}"/>` +
          `<rect x="166" y="282" width="14" height="210" rx="7" fill="${c.light}" fill-opacity=".45"/>`,
        label: { x: 186, y: 290, w: 228, h: 176, rx: 8 },
        foot: { x: 300, y: 496, width: 260 },
        badge: { x: 436, y: 196 },
      };
    case 'pack':
      return {
        body:
          `<path d="M132 128 Q300 104 468 128 L486 488 Q300 528 114 488 Z" fill="${c.body}"/>` +
          `<path d="M132 128 Q300 104 468 128 L470 160 Q300 138 130 160 Z" fill="${c.dark}"/>` +
          `<path d="M150 170 L170 170 L160 470 L140 466 Z" fill="${c.light}" fill-opacity=".4"/>`,
        label: { x: 170, y: 188, w: 260, h: 250, rx: 22 },
        foot: { x: 300, y: 476, width: 300 },
        badge: { x: 444, y: 170 },
      };
    case 'spray':
      return {
        body:
          `<rect x="286" y="84" width="56" height="26" rx="6" fill="${c.dark}"/>` +
          `<rect x="244" y="104" width="112" height="86" rx="18" fill="${c.cap}"/>` +
          `<path d="M218 214 Q218 184 250 184 L350 184 Q382 184 382 214 L382 514 L218 514 Z" fill="${c.body}"/>` +
          `<rect x="232" y="214" width="14" height="280" rx="7" fill="${c.light}" fill-opacity=".45"/>`,
        label: { x: 226, y: 252, w: 148, h: 214, rx: 6 },
        foot: { x: 300, y: 500, width: 140 },
        badge: { x: 370, y: 204 },
      };
    case 'sachet':
      return {
        body:
          `<path d="M150 120 L450 120 L450 512 L150 512 Z" fill="${c.body}"/>` +
          `<path d="M150 120 L450 120 L450 150 L150 150 Z" fill="${c.dark}"/>`,
        label: { x: 170, y: 176, w: 260, h: 280, rx: 10 },
        foot: { x: 300, y: 494, width: 260 },
        badge: { x: 430, y: 140 },
      };
    case 'device':
      return {
        body:
          `<rect x="136" y="84" width="328" height="432" rx="18" fill="${c.body}"/>` +
          `<rect x="262" y="104" width="76" height="20" rx="10" fill="${c.dark}"/>` +
          `<rect x="176" y="330" width="248" height="150" rx="28" fill="#ffffff" fill-opacity=".35"/>` +
          `<rect x="226" y="366" width="148" height="78" rx="30" fill="${c.light}"/>`,
        label: { x: 158, y: 140, w: 284, h: 176, rx: 10 },
        foot: { x: 300, y: 502, width: 280 },
        badge: { x: 436, y: 112 },
      };
    case 'box':
      return {
        body:
          `<path d="M150 150 L190 112 L470 112 L430 150 Z" fill="${c.light}"/>` +
          `<path d="M430 150 L470 112 L470 478 L430 516 Z" fill="${c.dark}"/>` +
          `<rect x="150" y="150" width="280" height="366" fill="${c.body}"/>`,
        label: { x: 166, y: 196, w: 248, h: 240, rx: 8 },
        foot: { x: 290, y: 486, width: 240 },
        badge: { x: 404, y: 176 },
      };
  }
}
