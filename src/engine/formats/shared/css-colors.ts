/**
 * CSS colour names as upper-case `RRGGBB`: the ones documents and API callers write (CSS level 1
 * and a few common level-3 names). HTML styles and the API's ItemsStyle colours read the same table.
 */
export const CSS_NAMED_COLORS: Readonly<Record<string, string>> = {
  black: '000000',
  white: 'FFFFFF',
  red: 'FF0000',
  green: '008000',
  lime: '00FF00',
  blue: '0000FF',
  yellow: 'FFFF00',
  cyan: '00FFFF',
  aqua: '00FFFF',
  magenta: 'FF00FF',
  fuchsia: 'FF00FF',
  gray: '808080',
  grey: '808080',
  silver: 'C0C0C0',
  maroon: '800000',
  olive: '808000',
  navy: '000080',
  purple: '800080',
  teal: '008080',
  orange: 'FFA500',
  pink: 'FFC0CB',
  brown: 'A52A2A',
};
