// ESM rather than .cjs: the root ESLint config lints *.cjs type-aware and would reject this file.
export default {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
