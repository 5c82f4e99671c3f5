import tseslint from 'typescript-eslint';
import frontDoor from './eslint/front-door.js';

/** Who may import whom (docs/conventions.md, "Who may import whom"): core/ imports nothing of ours; the client never imports the server. */
const noServerOrClient = {
  patterns: [
    { group: ['**/server/**', '**/client/**', '**/cli/**'], message: 'core/ is pure: it imports nothing of ours.' },
    {
      group: ['@mikro-orm/*', 'express', 'react', 'react-dom', '@apollo/*', 'node:*'],
      message: 'core/ has no I/O and no frameworks.',
    },
  ],
};
const noServer = {
  patterns: [
    { group: ['**/server/**', '@mikro-orm/*', 'express'], message: 'The client talks to the server through GraphQL only.' },
  ],
};
const noClientOrSeeds = {
  patterns: [
    { group: ['**/client/**'], message: 'Server and CLI never import the client.' },
    { group: ['**/seeds/**'], message: 'seeds/ holds benchmark data only; the demo hotel is server/src/modules/demo/.' },
  ],
};

export default tseslint.config(
  { ignores: ['node_modules', '.tools', 'data', 'dist', 'client/dist', 'client/src/gql', 'test-results'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  { files: ['core/**/*.ts'], rules: { 'no-restricted-imports': ['error', noServerOrClient] } },
  { files: ['client/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', noServer] } },
  { files: ['server/**/*.ts', 'cli/**/*.ts'], rules: { 'no-restricted-imports': ['error', noClientOrSeeds] } },
  // A migration's text is frozen once run: the seed shares what it needs with the migrations through server/src/db.
  {
    files: ['seeds/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/db/migrations/*'], message: 'Import the shared SQL from server/src/db (kept-totals.ts).' }] },
      ],
    },
  },
  // A server module is entered through its index.ts (eslint/front-door.js). Tests and test helpers may reach
  // inside a module to build what they check; app.ts plugs each module's resolvers and routes in.
  {
    files: ['server/src/**/*.ts', 'cli/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/src/testing/**', 'cli/src/testing/**'],
    plugins: { innkeep: { rules: { 'front-door': frontDoor } } },
    rules: { 'innkeep/front-door': 'error' },
  },
  { files: ['server/src/app.ts'], rules: { 'innkeep/front-door': ['error', { allow: ['\\.resolver$', '\\.routes$'] }] } },
  // The test client's responses are whatever JSON the server sent: tests assert on them directly.
  { files: ['**/*.test.ts', 'server/src/testing/**', 'tests/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
