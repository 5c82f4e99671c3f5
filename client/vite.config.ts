import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const clientDir = import.meta.dirname;
const apiServer = 'http://localhost:3000';

export default defineConfig({
  root: clientDir,
  plugins: [react()],
  resolve: {
    alias: { '@core': path.resolve(clientDir, '../core') },
  },
  build: {
    outDir: path.resolve(clientDir, 'dist'),
    emptyOutDir: true,
  },
  server: {
    // core/ lives beside client/, outside the dev server's root.
    fs: { allow: [path.resolve(clientDir, '..')] },
    proxy: {
      '/api': apiServer,
      '/graphql': apiServer,
    },
  },
});
