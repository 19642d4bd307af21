/** A pass run again after `pollMs` or when woken; `stop()` lets the pass under way finish. */
export function backgroundLoop(
  pass: () => Promise<void>,
  options: { pollMs: number; onError: (error: unknown) => void },
) {
  let stopping = false;
  let running: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let woken = false;

  async function loop(): Promise<void> {
    while (!stopping) {
      try {
        await pass();
      } catch (error) {
        options.onError(error);
      }
      if (stopping) break;
      if (!woken) {
        await new Promise<void>((resolve) => {
          wakeUp = resolve;
          setTimeout(resolve, options.pollMs).unref();
        });
      }
      woken = false;
      wakeUp = undefined;
    }
  }

  return {
    /** True from `stop()` on: a long pass checks it between its steps. */
    stopping: () => stopping,
    start(): void {
      stopping = false;
      running ??= loop().finally(() => {
        running = undefined;
      });
    },
    wake(): void {
      woken = true;
      wakeUp?.();
    },
    async stop(): Promise<void> {
      stopping = true;
      wakeUp?.();
      await running;
    },
  };
}
