import tseslint from 'typescript-eslint';

/** Who may import whom (CONVENTIONS.md): core/ imports nothing of ours; the client never imports the server. */
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
  // The test client's responses are whatever JSON the server sent: tests assert on them directly.
  { files: ['**/*.test.ts', 'server/src/testing/**', 'tests/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
