import webpack from 'webpack';

/** Runs webpack configurations and rejects with readable errors. */
export function runWebpack(configs: webpack.Configuration[]): Promise<webpack.MultiStats> {
  return new Promise((resolve, reject) => {
    webpack(configs, (err, stats) => {
      if (err) return reject(err);
      if (!stats) return reject(new Error('webpack returned no stats'));
      if (stats.hasErrors()) {
        const text = stats.toString({ all: false, errors: true, errorDetails: true, colors: false });
        return reject(new Error(`webpack build failed:\n${text}`));
      }
      if (stats.hasWarnings()) {
        console.warn(stats.toString({ all: false, warnings: true, colors: false }));
      }
      resolve(stats);
    });
  });
}
