// Mantine's preset: nesting, rem/em helpers and light/dark mixins. Breakpoints are written as literal em values
// (sm 48em, md 62em) so Biome can lint the CSS.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
