import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { constants, brotliCompressSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The API server (GraphQL, legacy REST under /api, uploaded files under /api/uploads) runs on :4000 in
// development; API_ORIGIN points the dev and preview proxies elsewhere.
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:4000';
const proxy = {
  '/graphql': { target: API_ORIGIN, changeOrigin: true },
  '/api': { target: API_ORIGIN, changeOrigin: true },
  '/healthz': { target: API_ORIGIN, changeOrigin: true },
};

/**
 * Writes a Brotli twin (`<file>.br`, highest quality) of every text asset once at build time; the
 * server sends it to browsers that accept Brotli (server/src/app.ts). Quality 11 is ~13 % smaller than
 * gzip but far too slow to run per request, hence ahead of time.
 */
function brotliAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'shop:brotli-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const source = readFileSync(path.join(assets, name));
        if (source.length < 1024) continue;
        const compressed = brotliCompressSync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        if (compressed.length < source.length) writeFileSync(path.join(assets, `${name}.br`), compressed);
      }
    },
  };
}

/**
 * The two faces the first view draws with (theme/fonts.ts: Manrope for text, Cormorant Garamond for
 * headings, their latin subsets) are preloaded from index.html, so they arrive with the scripts instead
 * of after the stylesheet has been applied; with `font-display: swap` (fontsource's default) the text
 * shows at once in the fallback and changes face sooner, moving less. The files are hashed by the
 * build, hence a plugin rather than fixed tags. The future SSR template is this same index.html.
 */
const PRELOADED_FONTS = [
  /^assets\/manrope-latin-wght-normal-[\w-]+\.woff2$/,
  /^assets\/cormorant-garamond-latin-wght-normal-[\w-]+\.woff2$/,
];

function preloadFonts(): Plugin {
  return {
    name: 'shop:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {});
        return PRELOADED_FONTS.map((pattern) => {
          const file = files.find((name) => pattern.test(name));
          if (!file) throw new Error(`shop:preload-fonts: no built font matches ${pattern}`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head-prepend' as const,
          };
        });
      },
    },
  };
}

/**
 * The stylesheet ahead of the entry script and its module preloads (Vite writes it after them). It blocks the
 * first paint and is small, so on a slow line it should not queue behind ~230 KB of scripts that the first
 * paint of a server-drawn page does not need.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'shop:stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        if (stylesheets.length === 0 || !/<script type="module"/.test(html)) return html;
        let rest = html;
        for (const tag of stylesheets) rest = rest.replace(tag, '');
        const at = rest.search(/[ \t]*<script type="module"/);
        return rest.slice(0, at) + stylesheets.join('') + rest.slice(at);
      },
    },
  };
}

/** The shared contracts from source (packages/contracts/src): the bundle takes what it uses, as ES modules, and needs no build of them first. */
const resolve = { alias: { '@shop/contracts': path.resolve(import.meta.dirname, '../packages/contracts/src/index.ts') } };

const browserBuild = defineConfig({
  plugins: [react(), brotliAssets(), preloadFonts(), stylesheetFirst()],
  resolve,
  server: { port: 5173, proxy },
  preview: { port: 5173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for error tracking but not linked from the bundles, and the server never serves them.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks, so a release that changes only our code keeps them cached.
        // '$initial' keeps modules used only by lazy pages (e.g. the back-office) out of the entry download.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              priority: 30,
            },
            {
              name: 'vendor-apollo',
              test: /node_modules[\\/](@apollo|graphql|rxjs|apollo-upload-client|extract-files|@wry|optimism|tslib)[\\/]/,
              priority: 20,
            },
            {
              name: 'vendor-mui',
              test: /node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|react-transition-group|stylis|hoist-non-react-statics|clsx|@popperjs)[\\/]/,
              priority: 10,
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
});

/**
 * The server's build of src/entry-server.tsx (`vite build --ssr`, into dist-server/): one CommonJS file with
 * every dependency inside, so the CommonJS server (and jest) require() it without loading ESM packages from
 * node_modules, and React is always its production build. Stylesheets are the browser build's business.
 */
const ssrBuild = defineConfig({
  plugins: [react()],
  resolve,
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    ssr: 'src/entry-server.tsx',
    sourcemap: false,
    minify: false,
    rolldownOptions: {
      output: { format: 'cjs', entryFileNames: 'entry-server.cjs', codeSplitting: false },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : browserBuild));
