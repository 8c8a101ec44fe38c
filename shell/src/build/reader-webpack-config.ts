/**
 * The page's first script (src/client/reader.ts): a bundle of its own, outside the
 * federation host, because webpack's federation plugin adds the eager shared libraries
 * (React among them) to every entry of its build, and this one must load without them.
 */
import type webpack from 'webpack';
import { shellBrowserBase } from './webpack-common.ts';

export function readerWebpackConfig(outDir: string): webpack.Configuration {
  return {
    ...shellBrowserBase('shell-reader', { reader: './src/client/reader.ts' }),
    output: {
      path: outDir,
      publicPath: '/_shell/',
      filename: '[name].[contenthash:10].js',
      uniqueName: 'shell-reader',
    },
  };
}
