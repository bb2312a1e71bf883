/**
 * Work done after the answer has left (a password mail): started on the next turn of the event
 * loop so it never delays the reply, tracked so that closing the app waits for it and tests can
 * wait until it is done.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  run(task: () => Promise<void>, onError: (err: unknown) => void): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch(onError)
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  /** Resolves once every task started so far (and any they started) has finished. */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}
