/**
 * npm run dev as a child process, for the tests that drive it (dev.test.ts,
 * the CMS's): its output as it arrives, waits on a line of it, its status.
 * Every wait polls with a deadline.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './site.ts';
import { until } from './settle.ts';

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

  constructor(args: string[]) {
    this.child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'dev', 'dev.ts'), ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const take = (d: Buffer) => {
      this.output += d;
      this.chunks.push(performance.now());
    };
    this.child.stdout!.on('data', take);
    this.child.stderr!.on('data', take);
  }

  /** Resolves when the output matches; fails at once if the server exits first. */
  waitFor(re: RegExp, timeoutMs: number): Promise<RegExpExecArray> {
    return until(
      `the dev server prints ${re}`,
      async () => {
        const m = re.exec(this.output);
        if (!m && (this.child.exitCode !== null || this.child.signalCode !== null))
          assert.fail(
            `the dev server exited (${this.child.exitCode ?? this.child.signalCode}) before printing ${re}:\n${this.output}`,
          );
        return m ?? undefined;
      },
      timeoutMs,
      () => `it printed:\n${this.output}`,
    );
  }

  /** What the server is doing (/__dev/status). */
  async status(): Promise<DevStatus> {
    return (await (await fetch(`${this.url}/__dev/status`)).json()) as DevStatus;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    const killed = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await exited;
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
