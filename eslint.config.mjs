import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'docdelta-demo/**', '.bench/**', 'test/fixtures/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  // Doors (#19): the Action, the CLI, the git driver, the HTTP server and client, and the
  // service (the local engine's side of the API, run in the server's worker threads) reach the
  // engine only through its entry point, src/engine/index.ts, and the backend port,
  // src/backend; what they need of the engine is exported there on purpose, heavy parts
  // (previews, merging) as loaders. No exceptions list.
  {
    files: ['src/action/**', 'src/cli/**', 'src/git/**', 'src/server/**', 'src/client/**', 'src/service/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)engine/(?!index$)',
              message:
                "Doors import the engine's entry point (engine/index) or the backend port, not engine internals.",
            },
          ],
        },
      ],
      // no-restricted-imports sees static imports only; lazy ones are held to the same rule.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/(^|\\/)engine\\/(?!index$)/]',
          message: "Doors load the engine's entry point (engine/index) or the backend port, not engine internals.",
        },
      ],
    },
  },
);
