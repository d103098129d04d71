/**
 * Start-up work in tasks of its own: Lighthouse counts every main-thread task over 50 ms (at its 4× CPU slowdown)
 * after the first paint as blocking time (issue 19), and on a phone one task that evaluates the modules, asks for
 * the adapter's and the route's chunks and renders would block input for that long.
 */

/**
 * Resolves in a new task, after what the browser has queued (input, paint). A message, not `setTimeout`: timers
 * in a tab opened in the background wait up to a second. Never rejects.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
