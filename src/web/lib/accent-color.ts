import type { CSSProperties } from 'react';

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return null;
  return [
    Number.parseInt(match[1] ?? '', 16),
    Number.parseInt(match[2] ?? '', 16),
    Number.parseInt(match[3] ?? '', 16),
  ];
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio of white text on this colour. */
export function contrastWithWhite(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) return 0;
  return 1.05 / (luminance(rgb) + 0.05);
}

const darken = (rgb: Rgb, amount: number): Rgb => [
  rgb[0] * (1 - amount),
  rgb[1] * (1 - amount),
  rgb[2] * (1 - amount),
];

/**
 * A business's accent colour, darkened just enough that white text on it passes WCAG AA (4.5:1):
 * a pale brand colour still makes readable buttons. Null for anything that isn't #rrggbb.
 */
export function readableAccent(hex: string | null | undefined): string | null {
  const rgb = hex ? parseHex(hex) : null;
  if (!rgb) return null;
  let amount = 0;
  while (amount < 1 && 1.05 / (luminance(darken(rgb, amount)) + 0.05) < 4.5) amount += 0.05;
  return toHex(darken(rgb, Math.min(amount, 1)));
}

/**
 * CSS variables that repaint the app's primary colour (Tailwind's --color-primary-*) with the accent,
 * for one subtree: buttons, rings, links and tints follow it. Empty when there is no accent.
 */
export function accentStyle(hex: string | null | undefined): CSSProperties {
  const accent = readableAccent(hex);
  if (!accent) return {};
  const rgb = parseHex(accent) as Rgb;
  const tint = (percent: number) => `color-mix(in srgb, ${accent} ${percent}%, white)`;
  return {
    '--color-primary-50': tint(8),
    '--color-primary-100': tint(16),
    '--color-primary-200': tint(30),
    '--color-primary-300': tint(50),
    '--color-primary-400': tint(70),
    '--color-primary-500': accent,
    '--color-primary-600': accent,
    '--color-primary-700': toHex(darken(rgb, 0.15)),
    '--color-primary-800': toHex(darken(rgb, 0.3)),
    '--color-primary-900': toHex(darken(rgb, 0.45)),
  } as CSSProperties;
}
