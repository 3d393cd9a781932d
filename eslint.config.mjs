import tseslint from 'typescript-eslint';

// ---- Format family boundaries (#19, the package layer) ---------------------------------------
// A format family (src/engine/formats/<family>/) imports only itself, the package layer
// (formats/package), formats/shared, the family contract (formats/reader.ts, formats/writer.ts,
// formats/hooks.ts) and the engine's model, diff, errors, archive and native-module loader
// (engine/native.ts). The package layer and formats/shared import no family. No exceptions list: a file that needs
// something of another family moves that thing into formats/shared or formats/package.
// Relative import strings depend on how deep the importing file sits, so one block is generated
// per family and depth (formats/cells/x.ts is depth 1, formats/word/docx/write/x.ts depth 3).
const FAMILIES = ['word', 'cells', 'slides', 'pdf', 'text', 'image', 'diagram', 'email'];
const LAYERS = ['package', 'shared'];
const ENGINE_MODULES = '(?:model|diff|archive)/|(?:errors|native)$';

/** A regex matching relative imports that leave `folder` (a family or layer) for what it may not use. */
function forbiddenFrom(folder, depth, allowedInFormats) {
  const up = (n) => `(?:\\.\\./){${n}}`;
  const atFormats = `^${up(depth)}(?!(?:${allowedInFormats.join('|')})/|(?:reader|writer|hooks)$|\\.\\./)`;
  const atEngine = `^${up(depth + 1)}(?!${ENGINE_MODULES})`;
  return `${atFormats}|${atEngine}`;
}

function boundaryBlocks() {
  const blocks = [];
  for (const folder of [...FAMILIES, ...LAYERS]) {
    const allowed = FAMILIES.includes(folder) ? [folder, ...LAYERS] : LAYERS;
    for (let depth = 1; depth <= 4; depth++) {
      blocks.push({
        files: [`src/engine/formats/${folder}/${'*/'.repeat(depth - 1)}*.ts`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                {
                  regex: forbiddenFrom(folder, depth, allowed),
                  message: FAMILIES.includes(folder)
                    ? 'A format family imports only itself, formats/package, formats/shared, formats/reader|writer|hooks and the engine model, diff, errors, archive and native modules; move what two families share into formats/shared or formats/package.'
                    : 'The package layer and formats/shared import no format family; they sit under all of them.',
                },
              ],
            },
          ],
        },
      });
    }
  }
  return blocks;
}

// Engine code outside formats/ (#35) reaches a family only through the registry
// (formats/registry.ts: readerFor, writerFor, hooksFor), never by importing the family's files;
// it may import the contract (formats/reader, writer, hooks), formats/package and formats/shared.
// What one format does differently is a hook of its family (formats/hooks.ts). No exceptions list.
const FAMILY_FOLDER = `(^|/)formats/(?:${FAMILIES.join('|')})(/|$)`;
const THROUGH_THE_REGISTRY =
  "Engine code outside formats/ reaches a format family through the registry (readerFor, writerFor, hooksFor in formats/registry.ts), not by importing the family's files; give the family a hook in formats/hooks.ts.";

function registryOnlyBlock() {
  return {
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/formats/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: FAMILY_FOLDER, message: THROUGH_THE_REGISTRY }] }],
      // no-restricted-imports sees static imports only; lazy ones are held to the same rule.
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=/${FAMILY_FOLDER.replace(/\//g, '\\/')}/]`,
          message: THROUGH_THE_REGISTRY,
        },
      ],
    },
  };
}
// ---- end of format family boundaries ------------------------------------------------------------

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
  ...boundaryBlocks(),
  registryOnlyBlock(),
  // One way to read XML (#19): readers go through the package layer's scanner (package/scan.ts)
  // or tree (package/xml-tree.ts); the xmldom DOM is only for parts a writer edits and writes
  // back. The files below are that editing side (DOM vocabularies, the editable package, the
  // Visio package's page DOM the writer edits, ODF styles and table repeats the writers split).
  {
    files: ['src/engine/formats/**/*.ts'],
    ignores: [
      'src/engine/formats/*/write/**',
      'src/engine/formats/*/*/write/**',
      'src/engine/formats/package/{xml-dom,odf-dom,editable-package,odf-package}.ts',
      'src/engine/formats/diagram/package.ts',
      'src/engine/formats/shared/{odf-styles,odf-repeat}.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/@xmldom|\\/(xml-dom|odf-dom)$|^\\.\\/xml$/]',
          message:
            'Readers read XML with formats/package/scan.ts or xml-tree.ts; the xmldom DOM is for parts a writer edits.',
        },
      ],
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
