import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server (GraphQL, legacy REST under /api, uploaded files under /api/uploads) runs on :4000 in
// development; API_ORIGIN points the dev and preview proxies elsewhere.
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:4000';
const proxy = {
  '/graphql': { target: API_ORIGIN, changeOrigin: true },
  '/api': { target: API_ORIGIN, changeOrigin: true },
  '/healthz': { target: API_ORIGIN, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy },
  preview: { port: 5173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks, so a release that changes only our code keeps them cached.
        // '$initial' keeps modules used only by lazy pages (e.g. the back-office) out of the entry download.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 30 },
            { name: 'vendor-apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|apollo-upload-client|extract-files|@wry|optimism|tslib)[\\/]/, priority: 20 },
            { name: 'vendor-mui', test: /node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|react-transition-group|stylis|hoist-non-react-statics|clsx|@popperjs)[\\/]/, priority: 10, tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
