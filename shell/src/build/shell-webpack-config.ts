/**
 * The shell's browser build: the federation host. Remotes are not listed here: the browser
 * registers them at runtime from the versions pinned in each page's state.
 */
import path from 'node:path';
import webpack from 'webpack';
import { sharedConfig } from '../federation/shared-modules.ts';
import { commonResolve, mode, scriptRules } from './webpack-common.ts';
import { REPO_ROOT } from '../federation/remotes.ts';

/**
 * The shared libraries every page runs before it is interactive (with their own
 * dependencies): each is a chunk of its own that every first load fetched anyway, so grouping
 * them costs no page a byte and saves round trips. Only whole packages the first render
 * needs belong here: the group takes a matching module out of every async chunk, so anything
 * loaded on demand (the prose renderer, overlays, the content client) must not match.
 */
const FIRST_PAINT_MODULES = new RegExp(
  String.raw`[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|i18next|react-i18next|nanostores|@nanostores[\\/]react|html-parse-stringify|void-elements)[\\/]`,
);

export function shellWebpackConfig(outDir: string, sqlWasmUrl: string): webpack.Configuration {
  return {
    name: 'shell-browser',
    context: path.join(REPO_ROOT, 'shell'),
    mode: mode(),
    devtool: false,
    target: 'web',
    entry: { main: './src/client/main.ts' },
    module: { rules: scriptRules('browser') },
    resolve: commonResolve(),
    performance: { hints: false },
    stats: 'errors-warnings',
    optimization: {
      splitChunks: {
        cacheGroups: {
          // Libraries every page runs before it is interactive, in one file instead of one
          // request each: fewer round trips on a phone. Code loaded on intent (Ark overlays,
          // search, sql.js) matches nothing here and keeps its own chunks.
          firstPaint: {
            test: FIRST_PAINT_MODULES,
            name: 'first-paint',
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
        },
      },
    },
    output: {
      path: outDir,
      publicPath: '/_shell/',
      // The entry keeps a fixed name here; build-shell.ts renames it after its content hash.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: 'shell',
      clean: true,
    },
    plugins: [
      new webpack.DefinePlugin({ __SQL_WASM_URL__: JSON.stringify(sqlWasmUrl) }),
      // Webpack's own container runtime: the browser loads remotes itself (remote-containers.ts).
      new webpack.container.ModuleFederationPlugin({ name: 'shell', shared: sharedConfig('host') }),
    ],
  };
}
