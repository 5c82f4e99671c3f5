import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed GraphQL documents for the client, from the committed schema.graphql (`npm run codegen`). */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        // The activity log answers each entry's changes as one JSON value (server/src/modules/audit/audit.types.ts).
        scalars: {
          AuditChanges: { input: 'never', output: 'Array<{ field: string; before: string | null; after: string | null }>' },
        },
      },
      presetConfig: { fragmentMasking: false },
    },
  },
};

export default config;
