import type { Logger } from '../../logger.js';

/**
 * Work a request starts but does not wait for (sending the reset e-mail), so that its answer and timing do
 * not depend on it. Failures are logged; shutdown waits for what is still running.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: Logger) {}

  run(what: string, work: () => Promise<void>): void {
    const task = Promise.resolve()
      .then(work)
      .catch((err: unknown) => this.log.error({ err }, `background task failed: ${what}`))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Resolves when every task started so far has finished. */
  async drain(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }
}
