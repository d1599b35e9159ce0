// The page's thread watched while a bench page works (scripts/bench/keeper-page.ts,
// scripts/bench/search-page.ts): the longest gap between two turns of a message loop (about its
// longest task, of any length) and the tasks over 50 ms (Long Tasks API).

export interface ThreadWatch {
  /** The longest gap between two turns of the page's message loop, ms. */
  longest: number;
  /** Tasks over 50 ms. */
  longTasks: number;
  /** The longest of those, ms (0 for none). */
  longTaskMax: number;
}

/**
 * Starts watching; the returned function stops and tells. Unbuffered, the tasks reported after
 * now count (the one running now too); `buffered` also asks for those the browser noted before,
 * and counts the ones that started from now (one may be reported late).
 */
export function watchThread({ buffered = false } = {}): () => Promise<ThreadWatch> {
  const started = performance.now();
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!buffered || entry.startTime >= started) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered });
  const channel = new MessageChannel();
  let last = performance.now();
  let longest = 0;
  let running = true;
  channel.port1.onmessage = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  return async () => {
    // One more turn, so a task still running is counted, and the observer's last entries.
    await new Promise((resolve) => setTimeout(resolve, 100));
    running = false;
    observer.disconnect();
    return { longest, longTasks: longTasks.length, longTaskMax: Math.max(0, ...longTasks) };
  };
}
