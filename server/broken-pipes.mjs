// @ts-check
/**
 * When whatever reads the server's output goes away (a closed pipe: a supervisor, `| tee` or a benchmark that was
 * stopped), each later log line fails with EPIPE. Unhandled, that failure is an uncaught exception, which Next's
 * handler logs to the same broken stream: an endless loop that kept a server at a full core with nobody listening.
 * The server keeps running and stops writing to that stream; any other error of the stream is thrown as before.
 */

/** @param {NodeJS.WriteStream[]} streams */
export function ignoreBrokenPipes(streams = [process.stdout, process.stderr]) {
  for (const stream of streams) {
    stream.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
}
