import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { appCodeSplitting } from './scripts/chunk-groups';
import { devSecurityHeaders } from './scripts/dev-security-headers';
import { precompress } from './scripts/precompress';
import { signedInPreload } from './scripts/signed-in-preload';

// The dev server forwards auth and data calls to the API server started by `npm run dev`.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    signedInPreload(),
    precompress(),
    // `npm run dev` sends the production server's security headers (CSP included) on every answer.
    devSecurityHeaders({ authUrl: loadEnv(mode, process.cwd(), 'VITE_').VITE_SUPABASE_URL }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: appCodeSplitting() } },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/auth/v1': apiTarget,
      // `ws`: the co-editing socket (decision 073) goes through the same proxy.
      '/api/v1': { target: apiTarget, ws: true },
    },
  },
}));
