/** npm run dev as a child process on a free port: its output as it arrives, waits on a line of it, its status. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';
import { ROOT } from './site.ts';

/** /__dev/status: builds started, a build running, changes seen but not yet built (waiting), the last build's failure. */
export type DevStatus = {
  builds: number;
  building: boolean;
  waiting: boolean;
  failure: string | null;
};

export class DevServer {
  readonly child: ChildProcess;
  output = '';
  /** When each chunk of output arrived (performance.now()), to time the server apart from the page. */
  chunks: number[] = [];
  url = '';

  /** Starts `npm run dev` with `args` and resolves once it serves ("Dev server at <url>"): the first build is then starting. */
  static async start(args: string[], timeout = 60_000): Promise<DevServer> {
    const dev = new DevServer(['--port', '0', ...args]);
    dev.url = (await dev.waitFor(/^Dev server at (http:\/\/\S+)$/m, timeout))[1];
    return dev;
  }

  private constructor(args: string[]) {
    this.child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'dev', 'dev.ts'), ...args], { cwd: ROOT });
    const take = (d: Buffer) => {
      this.output += d;
      this.chunks.push(performance.now());
    };
    this.child.stdout!.on('data', take);
    this.child.stderr!.on('data', take);
  }

  get exited() {
    return this.child.exitCode !== null || this.child.signalCode !== null;
  }

  /** Resolves when the output matches; fails at once if the server exits first. */
  async waitFor(re: RegExp, timeout: number): Promise<RegExpExecArray> {
    let m: RegExpExecArray | null = null;
    const look = () => {
      m = re.exec(this.output);
      return m ?? (this.exited ? 'exited' : undefined);
    };
    await expect
      .poll(look, { message: `the dev server prints ${re}; it printed:\n${this.output}`, timeout })
      .toBeDefined();
    expect(m, `the dev server exited before printing ${re}:\n${this.output}`).not.toBeNull();
    return m!;
  }

  async status(): Promise<DevStatus> {
    return (await fetch(`${this.url}/__dev/status`)).json();
  }

  /** Waits until the server has nothing left to do (no pending change, no build running). */
  async idle(timeout: number): Promise<DevStatus> {
    await expect
      .poll(async () => ((s) => s.building || s.waiting)(await this.status()), {
        message: 'the dev server settles',
        timeout,
      })
      .toBe(false);
    return this.status();
  }

  async stop(): Promise<void> {
    if (this.exited) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    const killed = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killed);
  }
}
