/**
 * Preloaded (`--import`) into each process of the proxy-overhead benchmark: answers the
 * parent's `cpu` message with the process's CPU time so far (user + system, microseconds),
 * so the benchmark can divide a process's CPU by the requests it served.
 */
process.on('message', (message) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicros: user + system });
  }
});
// The IPC channel must not keep a process alive that would otherwise exit.
process.channel?.unref();
