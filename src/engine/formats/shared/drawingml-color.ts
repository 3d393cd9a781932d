import type { XmlElement } from '../package/xml-tree';

/**
 * DrawingML colour transforms (ECMA-376 §20.1.2.3): a `schemeClr` or `srgbClr` may carry
 * `lumMod`, `lumOff`, `tint`, `shade`, `satMod`… children that change the drawn colour. Reading
 * the base colour alone misses a real change (lumMod 75% → 50% of the same accent) and reports a
 * re-save that writes the drawn colour out as `srgbClr` as a change. No maintained library applies
 * them outside a renderer, so they are applied here in the order written, the way LibreOffice's
 * import does (oox Color::getColor): luminance and saturation in HSL, tint and shade in linear RGB.
 */

const MAX = 100000;
const DEGREE = 60000;
const HUE_MAX = 360 * DEGREE;
const DEC_GAMMA = 2.3;
const INC_GAMMA = 1 / DEC_GAMMA;

/**
 * A colour in one of the three models the transforms work in, with LibreOffice's integer
 * components (RGB 0..255, linear RGB and HSL saturation/luminance 0..100000, hue in 60000ths of a
 * degree), so the drawn colour matches LibreOffice's to the unit rather than within rounding.
 */
interface Colour {
  mode: 'rgb' | 'crgb' | 'hsl';
  c: [number, number, number];
}

export function applyColorTransforms(hex: string, colour: XmlElement): string {
  const transforms = colour.children;
  if (transforms.length === 0 || !/^[0-9A-Fa-f]{6}$/.test(hex)) return hex.toUpperCase();
  const state: Colour = { mode: 'rgb', c: [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Colour['c'] };
  for (const transform of transforms) {
    const value = Number(transform.attr('val') ?? NaN);
    applyOne(state, transform.name.slice(transform.name.indexOf(':') + 1), value);
  }
  toRgb(state);
  return state.c
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

function applyOne(state: Colour, name: string, value: number): void {
  const known = ['tint', 'shade', 'lumMod', 'lumOff', 'satMod', 'satOff', 'hueMod', 'hueOff'];
  if (known.includes(name) && !Number.isFinite(value)) return;
  const c = state.c;
  switch (name) {
    case 'tint':
      toCrgb(state);
      for (let i = 0; i < 3; i++) c[i] = Math.trunc(MAX - (MAX - c[i]) * (value / MAX));
      return;
    case 'shade':
      toCrgb(state);
      for (let i = 0; i < 3; i++) c[i] = Math.trunc(c[i] * (value / MAX));
      return;
    case 'lumMod':
      toHsl(state);
      c[2] = limit((c[2] * value) / MAX, MAX);
      return;
    case 'lumOff':
      toHsl(state);
      c[2] = limit(c[2] + value, MAX);
      return;
    case 'satMod':
      toHsl(state);
      c[1] = limit((c[1] * value) / MAX, MAX);
      return;
    case 'satOff':
      toHsl(state);
      c[1] = limit(c[1] + value, MAX);
      return;
    case 'hueMod':
      toHsl(state);
      c[0] = limit((c[0] * value) / MAX, HUE_MAX);
      return;
    case 'hueOff':
      toHsl(state);
      c[0] = (((c[0] + value) % HUE_MAX) + HUE_MAX) % HUE_MAX;
      return;
    case 'inv':
      toRgb(state);
      for (let i = 0; i < 3; i++) c[i] = 255 - c[i];
      return;
    case 'gray':
      toRgb(state);
      c[0] = c[1] = c[2] = Math.trunc(c[0] * 0.299 + c[1] * 0.587 + c[2] * 0.114 + 0.5);
      return;
    case 'comp':
      toHsl(state);
      c[0] = (c[0] + HUE_MAX / 2) % HUE_MAX;
      return;
    default:
    // alpha and the other transforms leave hue, saturation and lightness as they are.
  }
}

const limit = (x: number, max: number) => Math.trunc(Math.min(max, Math.max(0, x)));
const gamma = (component: number, power: number) => Math.trunc(Math.pow(component / MAX, power) * MAX + 0.5);

function toRgb(state: Colour): void {
  const c = state.c;
  if (state.mode === 'crgb') {
    for (let i = 0; i < 3; i++) c[i] = Math.trunc((gamma(c[i], INC_GAMMA) * 255) / MAX);
  } else if (state.mode === 'hsl') {
    const [hue, sat, lum] = c;
    let r = 0;
    let g = 0;
    let b = 0;
    if (sat === 0 || lum === 0 || lum === MAX) {
      r = g = b = lum / MAX;
    } else {
      const h = (hue / HUE_MAX) * 6;
      if (h <= 1) [r, g] = [1, h];
      else if (h <= 2) [r, g] = [2 - h, 1];
      else if (h <= 3) [g, b] = [1, h - 2];
      else if (h <= 4) [g, b] = [4 - h, 1];
      else if (h <= 5) [r, b] = [h - 4, 1];
      else [r, b] = [1, 6 - h];
      const s = sat / MAX;
      [r, g, b] = [r, g, b].map((x) => (x - 0.5) * s + 0.5);
      const l = (2 * lum) / MAX - 1;
      if (l < 0) [r, g, b] = [r, g, b].map((x) => x * (l + 1));
      else if (l > 0) [r, g, b] = [r, g, b].map((x) => 1 - (1 - x) * (1 - l));
    }
    [r, g, b].forEach((x, i) => (c[i] = Math.trunc(x * 255 + 0.5)));
  }
  state.mode = 'rgb';
}

function toCrgb(state: Colour): void {
  if (state.mode === 'crgb') return;
  toRgb(state);
  state.c.forEach((v, i) => (state.c[i] = gamma(Math.trunc((v * MAX) / 255), DEC_GAMMA)));
  state.mode = 'crgb';
}

function toHsl(state: Colour): void {
  if (state.mode === 'hsl') return;
  toRgb(state);
  const [r, g, b] = state.c.map((v) => v / 255);
  const min = Math.min(r, g, b);
  const max = Math.max(r, g, b);
  const d = max - min;
  let hue = 0;
  if (d !== 0) {
    if (max === r) hue = Math.trunc((((g - b) / d) * 60 + 360) * DEGREE + 0.5) % HUE_MAX;
    else if (max === g) hue = Math.trunc((((b - r) / d) * 60 + 120) * DEGREE + 0.5);
    else hue = Math.trunc((((r - g) / d) * 60 + 240) * DEGREE + 0.5);
  }
  const lum = Math.trunc(((min + max) / 2) * MAX + 0.5);
  let sat = 0;
  if (lum !== 0 && lum !== MAX) {
    sat = lum <= MAX / 2 ? Math.trunc((d / (min + max)) * MAX + 0.5) : Math.trunc((d / (2 - max - min)) * MAX + 0.5);
  }
  state.c[0] = hue;
  state.c[1] = sat;
  state.c[2] = lum;
  state.mode = 'hsl';
}
