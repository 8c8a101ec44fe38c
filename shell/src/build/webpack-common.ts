/** Loader and resolve settings every webpack build here shares (TypeScript via esbuild). */
import path from 'node:path';
import type { Configuration, RuleSetRule } from 'webpack';
import { REPO_ROOT } from '../federation/remotes.ts';

export function scriptRules(target: 'browser' | 'node'): RuleSetRule[] {
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      loader: 'esbuild-loader',
      options: { target: target === 'browser' ? 'es2022' : 'node20', jsx: 'automatic', tsconfig: undefined },
    },
    // CSS ships as separate stylesheets (see collect-css.ts); an import of one is a no-op string.
    { test: /\.css$/, type: 'asset/source' },
  ];
}

export function commonResolve(): Configuration['resolve'] {
  return {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    // sql.js probes for Node modules it never uses in the browser.
    fallback: { fs: false, path: false, crypto: false },
  };
}

export function mode(): 'production' | 'development' {
  return process.env.NODE_ENV === 'development' ? 'development' : 'production';
}

/** The settings of the shell's two browser builds (the app and the page's first script). */
export function shellBrowserBase(name: string, entry: Record<string, string>): Configuration {
  return {
    name,
    context: path.join(REPO_ROOT, 'shell'),
    mode: mode(),
    devtool: false,
    target: 'web',
    entry,
    module: { rules: scriptRules('browser') },
    resolve: commonResolve(),
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
