import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig, type Plugin, parseAst, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// scripts/dev.mjs runs the API on PORT+1 and says where in API_PORT.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 5001}`;
// WEB_DIR lets several browser-test servers build side by side (playwright.config.ts).
const outDir = process.env.WEB_DIR ?? 'dist/web';

/**
 * Marks pure every call that builds a contract module's top-level values (the zod schemas, mostly), so the
 * public build drops the schemas its pages don't use, and with them zod: those pages import the contract's
 * messages and helpers, and validate with zod/mini (src/contract/public-forms.ts). Calls inside functions are
 * left alone; they run when called.
 */
function pureContractValues(): Plugin {
  const skip = new Set(['ArrowFunctionExpression', 'FunctionExpression']);
  return {
    name: 'frontdesk:pure-contract-values',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/contract\/[^/]+\.ts$/.test(id)) return null;
      const starts = new Set<number>();
      const visit = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        if (Array.isArray(node)) {
          for (const item of node) visit(item);
          return;
        }
        const { type, start } = node as { type?: string; start?: number };
        if (type && skip.has(type)) return;
        if ((type === 'CallExpression' || type === 'NewExpression') && start !== undefined) starts.add(start);
        for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
      };
      for (const statement of parseAst(code, { lang: 'ts' }).body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type === 'VariableDeclaration')
          for (const d of declaration.declarations) visit(d.init);
      }
      let marked = code;
      for (const start of [...starts].sort((a, b) => b - a))
        marked = `${marked.slice(0, start)}/* @__PURE__ */ ${marked.slice(start)}`;
      return { code: marked, map: null };
    },
  };
}

// `vite build --mode public` (the second half of `npm run build`) builds the public pages' own entry,
// public.html, with Preact through preact/compat instead of React DOM (docs/decisions/016-fast-public-pages.md).
// It writes into the same folder after the app's build, so the server finds index.html and public.html together.
const publicEntry: UserConfig = {
  plugins: [pureContractValues()],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    emptyOutDir: false,
    manifest: '.vite/public-manifest.json',
    rolldownOptions: {
      input: 'public.html',
      output: {
        // Shared chunks under 4 KB before minifying (icons, small helpers and UI parts) are copied into the
        // chunks that use them instead of being two dozen files of their own: on a phone's connection each
        // request costs a round trip. Rolldown's runtime keeps one module state for all copies; chunks holding
        // styles stay files, as its guide asks of a Vite build. Measured against no limit and other sizes in
        // decision 016 ("Fewer requests").
        codeSplitting: {
          // What every public page draws with (Preact, its JSX runtime, the icon base, class merging, Radix
          // Slot) in one chunk, whichever lazy part needs only some of it: left to the grouping by importer,
          // a lazy part using a different subset splits this core in two, and the page loads the halves as two
          // worse-compressed files (the booking page's staff choice once added 256 bytes that way).
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](preact|clsx|tailwind-merge|@radix-ui[\\/]react-(slot|compose-refs)|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared[\\/]))/,
            },
          ],
          experimentalInlineCommonChunks: {
            maxSize: 4096,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
    },
  },
};

const app: UserConfig = {
  root: '.',
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies of every text asset, served precompressed by @fastify/static.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|json|txt)$/,
      threshold: 1024,
    }),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each page loads (scripts/public-bundles.mjs measures them).
    manifest: true,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget },
      '/.well-known': { target: apiTarget },
      '/media': { target: apiTarget },
      '/ws': { target: apiTarget, ws: true },
    },
  },
};

export default defineConfig(({ mode }) => (mode === 'public' ? mergeConfig(app, publicEntry) : app));
