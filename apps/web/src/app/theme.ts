import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  luminance,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

const WHITE = '#ffffff';
// WCAG AA asks 4.5:1 for normal text; a little above it covers cards on gray.0 and striped rows.
const AA = 4.8;

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** A `#rrggbb` colour mixed with black by `k` (0–1), kept as hex so every consumer of the palette can read it. */
const darken = (hex: string, k: number) =>
  `#${[1, 3, 5]
    .map((i) =>
      Math.round(Number.parseInt(hex.slice(i, i + 2), 16) * (1 - k))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `color` darkened in small steps until it reaches `ratio` against `bg` (unchanged when it already does). */
function darkenTo(color: string, bg: string, ratio: number): string {
  let out = color;
  for (let k = 0.04; contrast(out, bg) < ratio && k < 1; k += 0.04) out = darken(color, k);
  return out;
}

/**
 * Mantine's default green, teal, orange, yellow, red (and a few more) are below 4.5:1 where the components use
 * them: shade 7 is the filled background under white text and the outline text, shade 9 the text of light badges
 * and buttons on shade 1. Darken just those shades until they pass; colours that already pass are unchanged.
 */
function accessible(palette: MantineColorsTuple): MantineColorsTuple {
  const s = [...palette];
  s[7] = darkenTo(s[7], WHITE, AA);
  s[8] = darkenTo(s[8], WHITE, contrast(s[7], WHITE) + 0.6);
  s[9] = darkenTo(darkenTo(s[9], s[1], AA), WHITE, contrast(s[8], WHITE) + 0.6);
  return s as unknown as MantineColorsTuple;
}

const colors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors).map(([name, palette]) => [name, accessible(palette)]),
);

// Mantine caps subtle and transparent text at shade 6 (3.3:1 for gray.6): honour the shade the caller chose.
const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  if ((input.variant === 'subtle' || input.variant === 'transparent') && parsed.isThemeColor && parsed.shade)
    return { ...resolved, color: `var(--mantine-color-${parsed.color}-${parsed.shade})` };
  return resolved;
};

export const theme = createTheme({
  colors,
  variantColorResolver,
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '800' },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg' } },
  },
});

// Mantine's dimmed grey (gray.6) is 3.3:1 on white; descriptions and hints need AA contrast (4.5:1).
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
