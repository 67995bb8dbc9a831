/**
 * npm run dev as a child process, for the tests that drive it (dev.test.ts,
 * the CMS's): its output as it arrives, waits on a line of it, its status.
 * Every wait is woken by an event (a chunk of output, the exit) or polls
 * with a deadline.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './site.ts';

export interface DevStatus {
  /** Successful builds so far. */
  generation: number;
  /** Builds and updates started so far. */
  builds: number;
  building: boolean;
  /** Changes seen but not yet sent to the build process. */
  waiting: boolean;
  failure: string | null;
}

export class DevServer {
  readonly child: ChildProcess;
  output = '';
  /** When each chunk of output arrived (performance.now()), to time the server apart from the page. */
  chunks: number[] = [];
  url = '';
  private wakers = new Set<() => void>();
  readonly exited: Promise<number | null>;

  constructor(args: string[]) {
    this.child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'dev', 'dev.ts'), ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const take = (d: Buffer) => {
      this.output += d;
      this.chunks.push(performance.now());
      for (const wake of this.wakers) wake();
    };
    this.child.stdout!.on('data', take);
    this.child.stderr!.on('data', take);
    this.exited = new Promise((resolve) =>
      this.child.on('exit', (code) => {
        for (const wake of this.wakers) wake();
        resolve(code);
      }),
    );
  }

  /** Resolves when the output matches, woken by each chunk of output. */
  async waitFor(re: RegExp, timeoutMs: number): Promise<RegExpExecArray> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const m = re.exec(this.output);
      if (m) return m;
      if (this.child.exitCode !== null || this.child.signalCode !== null) {
        assert.fail(
          `the dev server exited (${this.child.exitCode ?? this.child.signalCode}) before printing ${re}:\n${this.output}`,
        );
      }
      const left = deadline - Date.now();
      if (left <= 0) assert.fail(`the dev server did not print ${re} within ${timeoutMs} ms:\n${this.output}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.wakers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.wakers.add(wake);
      });
    }
  }

  /** What the server is doing (/__dev/status). */
  async status(): Promise<DevStatus> {
    return (await (await fetch(`${this.url}/__dev/status`)).json()) as DevStatus;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const killed = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await this.exited;
    clearTimeout(killed);
  }

  /** Waits until the server has nothing left to do (no batch, no pending change, no build running). */
  idle(timeoutMs: number): Promise<DevStatus> {
    return until(
      'the dev server settles',
      async () => {
        const s = await this.status();
        return !s.building && !s.waiting ? s : undefined;
      },
      timeoutMs,
    );
  }
}

/** Polls `look` every `everyMs` until it returns a value, or fails with `what` and the last thing seen after `timeoutMs`. */
export async function until<T>(
  what: string,
  look: () => Promise<T | undefined>,
  timeoutMs = 10_000,
  describeLast?: () => string,
  everyMs = 15,
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await look();
    if (value !== undefined) return value;
    if (performance.now() > deadline)
      assert.fail(`${what}: not within ${Math.round(timeoutMs)} ms${describeLast ? `; ${describeLast()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
