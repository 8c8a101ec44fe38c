/**
 * The shell's browser build: the federation host. Remotes are not listed here: the browser
 * registers them at runtime from the versions pinned in each page's state.
 */
import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { BROWSER_FEDERATION_EXPERIMENTS, sharedConfig } from '../federation/shared-modules.ts';
import { commonResolve, mode, scriptRules } from './webpack-common.ts';
import { REPO_ROOT } from '../federation/remotes.ts';

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
    output: {
      path: outDir,
      publicPath: '/_shell/',
      // [contenthash] in the entry name breaks Module Federation 2.9; build-shell.ts renames it.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: 'shell',
      clean: true,
    },
    plugins: [
      new webpack.DefinePlugin({ __SQL_WASM_URL__: JSON.stringify(sqlWasmUrl) }),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedConfig('host'),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        experiments: BROWSER_FEDERATION_EXPERIMENTS.host,
      }),
    ],
  };
}
