/**
 * Webpack configuration of a remote: a browser container (webpack's own container runtime,
 * which the shell loads in the browser) and a Node container (Module Federation 2, which the
 * shell server's federation host loads), both exposing `./pages`. The Node container is a single CommonJS file (no async chunks), so the
 * shell server loads it with one fetch and needs no chunk loading or absolute publicPath.
 */
import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedConfig } from '../federation/shared-modules.ts';
import { commonResolve, mode, scriptRules } from './webpack-common.ts';
import { REPO_ROOT, type RemoteInfo } from '../federation/remotes.ts';

export function remoteWebpackConfigs(info: RemoteInfo, outDir: string): webpack.Configuration[] {
  const context = path.join(REPO_ROOT, info.folder);
  const exposes = { ...info.exposes };
  const base = {
    context,
    mode: mode(),
    devtool: false as const,
    resolve: commonResolve(),
    performance: { hints: false as const },
    stats: 'errors-warnings' as const,
  };

  const browser: webpack.Configuration = {
    ...base,
    name: `${info.name}-browser`,
    target: 'web',
    entry: {},
    module: { rules: scriptRules('browser') },
    output: {
      path: path.join(outDir, 'browser'),
      publicPath: 'auto',
      uniqueName: info.container,
      // No content hash in the names: every file of a build lives in its own content-hashed
      // version folder (build-remote.ts), which makes the URLs immutable already. A hash per
      // chunk would only make the container carry a map of them (one entry per locale's
      // texts), which every page of the remote loads first.
      chunkFilename: '[id].js',
      clean: true,
    },
    plugins: [
      // A plain webpack container (global `var {container}`), loaded by the shell's
      // remote-containers.ts: no federation runtime of its own in the browser.
      new webpack.container.ModuleFederationPlugin({
        name: info.container,
        filename: 'remoteEntry.js',
        library: { type: 'var', name: info.container },
        exposes,
        shared: sharedConfig('remote'),
      }),
    ],
  };

  const node: webpack.Configuration = {
    ...base,
    name: `${info.name}-node`,
    target: 'async-node',
    entry: {},
    module: { rules: scriptRules('node') },
    output: {
      path: path.join(outDir, 'node'),
      publicPath: '',
      uniqueName: `${info.container}_node`,
      library: { type: 'commonjs-module' },
      // One chunk only (see LimitChunkCountPlugin), so the container entry is the only file.
      filename: 'remoteEntry.js',
      chunkFilename: '[name].js',
      clean: true,
    },
    externalsPresets: { node: true },
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      new ModuleFederationPlugin({
        name: info.container,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        // Server-only modules (islands) exist in the Node container alone: their code never reaches browsers.
        exposes: { ...exposes, ...info.serverExposes },
        shared: sharedConfig('remote'),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
      }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  };

  return [browser, node];
}
