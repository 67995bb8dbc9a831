import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Storage } from 'happy-dom';
import { createRateLimit, createThrottle, safeStorage, type KeyValueStorage } from '../../src/lib/rateLimit.ts';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const fail = (name: string) => () => {
  throw new Error(name);
};
/** Storage that throws like Safari private mode or a SecurityError. */
const throwingStorage: KeyValueStorage = { getItem: fail('SecurityError'), setItem: fail('QuotaExceededError') };
/** Reads work (always empty), writes throw: old Safari private mode. */
const writeOnlyFailsStorage: KeyValueStorage = { getItem: () => null, setItem: fail('QuotaExceededError') };

const START = 1_700_000_000_000;
/**
 * A gate on a fake clock, and `play`: a script of steps such as "+9999 refused", each moving the clock on by its
 * ms before an attempt, which must give that answer; "×4" after a step repeats it.
 */
function onClock<T extends { attempt(): boolean }>(make: (now: () => number) => T) {
  let t = START;
  const gate = make(() => t);
  const play = (script: string) => {
    const steps = script.split(', ').flatMap((step) => {
      const [, ms, answer, times = '1'] = /^\+(\d+) (allowed|refused)(?: ×(\d+))?$/.exec(step)!;
      return Array<[number, boolean]>(Number(times)).fill([Number(ms), answer === 'allowed']);
    });
    const answers = steps.map(([ms]) => {
      t += ms;
      return gate.attempt() ? 'allowed' : 'refused';
    });
    const expected = steps.map(([, allowed]) => (allowed ? 'allowed' : 'refused'));
    assert.deepEqual(answers, expected, script);
  };
  return { gate, play };
}

describe('createThrottle (10 s)', () => {
  const throttle = (storage: KeyValueStorage = memoryStorage(), key = 'contact-last') =>
    onClock((now) => createThrottle({ storage, key, intervalMs: 10_000, now }));

  const cases: [name: string, script: string, storage?: KeyValueStorage][] = [
    ['refuses an attempt within 10 s and allows one at exactly 10 s', '+0 allowed, +9999 refused, +1 allowed'],
    // The last step is 10 s after the allowed attempt, 5 s after the refused one.
    ['does not extend the wait when an attempt is refused', '+0 allowed, +5000 refused, +5000 allowed'],
    ['restarts the wait from every allowed attempt', '+0 allowed, +10000 allowed, +9000 refused'],
    ['still throttles in memory when storage throws', '+0 allowed, +1000 refused, +9000 allowed', throwingStorage],
    ['still throttles in memory when only writes throw', '+0 allowed, +1000 refused', writeOnlyFailsStorage],
    // An earlier page load (or another open form) attempted 3 s before this one started.
    [
      'honours a timestamp left by an earlier page load or another form',
      '+0 refused, +7000 allowed',
      memoryStorage({ 'contact-last': String(START - 3_000) }),
    ],
  ];
  for (const [name, script, storage] of cases) it(name, () => throttle(storage).play(script));

  it('allows the first attempt and stores its time, whether storage is empty or holds garbage or a future time', () => {
    for (const junk of [undefined, '', 'abc', 'NaN', '0x10', '{}', '-5', String(START + 60_000)]) {
      const storage = memoryStorage(junk === undefined ? {} : { k: junk });
      throttle(storage, 'k').play('+0 allowed');
      assert.equal(storage.data.get('k'), String(START), JSON.stringify(junk));
    }
  });
});

describe('createRateLimit (5 per 60 s)', () => {
  const limit = (storage: KeyValueStorage = memoryStorage(), max = 5) =>
    onClock((now) => createRateLimit({ storage, key: 'apply', max, windowMs: 60_000, now }));
  /** Attempts an earlier page load stored, by how many ms before this one started. */
  const stored = (...ago: number[]) => memoryStorage({ apply: JSON.stringify(ago.map((ms) => START - ms)) });

  const cases: [name: string, script: string, storage?: KeyValueStorage][] = [
    ['allows five attempts and refuses the sixth within the minute', '+1000 allowed ×5, +1000 refused'],
    // Attempts at 0, 10, 20, 30 and 40 s; at 60 s the first has left the window, and the new attempt takes its slot.
    [
      'slides the window: each slot frees up 60 s after its own attempt',
      '+0 allowed, +10000 allowed ×4, +19999 refused, +1 allowed, +0 refused, +10000 allowed',
    ],
    ['does not record refused attempts', '+0 allowed ×5, +1000 refused ×20, +40000 allowed, +0 allowed ×4, +0 refused'],
    [
      'counts attempts stored by an earlier page load',
      '+0 refused, +10000 allowed',
      stored(50_000, 40_000, 30_000, 20_000, 10_000),
    ],
    [
      'ignores timestamps from the future (clock moved back or tampering)',
      '+0 allowed',
      stored(...Array(5).fill(-3_600_000)),
    ],
    ['still limits in memory when storage throws', '+0 allowed ×5, +0 refused', throwingStorage],
    ['still limits in memory when only writes throw', '+0 allowed ×5, +0 refused', writeOnlyFailsStorage],
  ];
  for (const [name, script, storage] of cases) it(name, () => limit(storage).play(script));

  it('stores only the in-window timestamps as a JSON list', () => {
    const storage = memoryStorage();
    limit(storage).play('+0 allowed, +61000 allowed');
    assert.deepEqual(JSON.parse(storage.data.get('apply')!), [START + 61_000]);
  });

  it('treats unparseable or wrongly shaped storage as empty', () => {
    for (const junk of ['not json', '{"a":1}', '42', 'null', '["x", null, {}]']) {
      const storage = memoryStorage({ apply: junk });
      limit(storage, 1).play('+0 allowed');
      assert.deepEqual(JSON.parse(storage.data.get('apply')!), [START], junk);
    }
  });
});

describe('safeStorage', () => {
  const g = globalThis as { window?: unknown };
  /** Runs `check` with `window` set as a browser would have it. */
  const withWindow = (window: unknown, check: () => void) => {
    g.window = window;
    try {
      check();
    } finally {
      delete g.window;
    }
  };

  it('returns a working in-memory store in Node (no window), the same on every call so limits persist', () => {
    assert.equal(typeof g.window, 'undefined');
    safeStorage().setItem('safe-storage-test', 'v');
    assert.equal(safeStorage().getItem('safe-storage-test'), 'v');
    assert.equal(safeStorage().getItem('missing'), null);
  });

  it('uses window.localStorage when it accepts writes', () => {
    const local = new Storage();
    withWindow({ localStorage: local }, () => {
      assert.equal(safeStorage(), local);
      assert.equal(local.length, 0, 'probe key removed');
    });
  });

  it('falls back to memory when touching localStorage throws', () => {
    const window = Object.defineProperty({}, 'localStorage', { get: fail('SecurityError') });
    withWindow(window, () => {
      const storage = safeStorage();
      storage.setItem('x', 'y');
      assert.equal(storage.getItem('x'), 'y');
    });
  });
});
