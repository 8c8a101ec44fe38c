/**
 * The shell's browser build: the federation host. Remotes are not listed here: the browser
 * registers them at runtime from the versions pinned in each page's state.
 */
import webpack from 'webpack';
import { sharedConfig } from '../federation/shared-modules.ts';
import { shellBrowserBase } from './webpack-common.ts';

/**
 * The libraries of the entry (the first-paint singletons, eager in shared-modules.ts) go to
 * a file of their own beside it: the page loads both at once, and a shell release that
 * changes only its own code leaves the larger file cached.
 */
const VENDOR_MODULES = /[\\/]node_modules[\\/]/;

export function shellWebpackConfig(outDir: string, sqlWasmUrl: string): webpack.Configuration {
  return {
    ...shellBrowserBase('shell-browser', { main: './src/client/main.ts' }),
    optimization: {
      splitChunks: {
        cacheGroups: {
          vendor: { test: VENDOR_MODULES, name: 'vendor', chunks: 'initial', enforce: true },
        },
      },
    },
    output: {
      path: outDir,
      publicPath: '/_shell/',
      filename: '[name].[contenthash:10].js',
      // Chunks loaded on demand are named by id and the build's hash: a hash per chunk would
      // make the entry carry a map of them (over a hundred: every locale's texts), which every
      // page downloads first. A shell release renames them all, as a remote's version folder does.
      chunkFilename: '[id].[fullhash:10].js',
      uniqueName: 'shell',
      // No clean: the build writes into a fresh staging folder, shared with the reader bundle.
      clean: false,
    },
    plugins: [
      new webpack.DefinePlugin({ __SQL_WASM_URL__: JSON.stringify(sqlWasmUrl) }),
      // Webpack's own container runtime: the browser loads remotes itself (remote-containers.ts).
      new webpack.container.ModuleFederationPlugin({ name: 'shell', shared: sharedConfig('host') }),
    ],
  };
}
