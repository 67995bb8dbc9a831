import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRateLimit, createThrottle, safeStorage, type KeyValueStorage } from '../../src/lib/rateLimit.ts';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      data.set(k, v);
    },
  };
}

/** Storage that throws like Safari private mode or a SecurityError. */
const throwingStorage: KeyValueStorage = {
  getItem() {
    throw new Error('SecurityError');
  },
  setItem() {
    throw new Error('QuotaExceededError');
  },
};

/** Reads work (always empty), writes throw: old Safari private mode. */
const writeOnlyFailsStorage: KeyValueStorage = {
  getItem: () => null,
  setItem() {
    throw new Error('QuotaExceededError');
  },
};

function fakeClock(start = 1_700_000_000_000) {
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
    set(ms: number) {
      t = ms;
    },
  };
}

describe('createThrottle (10 s)', () => {
  const setup = (storage: KeyValueStorage = memoryStorage()) => {
    const clock = fakeClock();
    const throttle = createThrottle({ storage, key: 'contact-last', intervalMs: 10_000, now: clock.now });
    return { clock, throttle, storage };
  };

  it('allows the first attempt and stores its time', () => {
    const storage = memoryStorage();
    const { throttle, clock } = setup(storage);
    assert.equal(throttle.attempt(), true);
    assert.equal(storage.data.get('contact-last'), String(clock.now()));
  });

  it('refuses an attempt within 10 s and allows one at exactly 10 s', () => {
    const { throttle, clock } = setup();
    assert.equal(throttle.attempt(), true);
    clock.advance(9_999);
    assert.equal(throttle.attempt(), false);
    clock.advance(1);
    assert.equal(throttle.attempt(), true);
  });

  it('does not extend the wait when an attempt is refused', () => {
    const { throttle, clock } = setup();
    assert.equal(throttle.attempt(), true);
    clock.advance(5_000);
    assert.equal(throttle.attempt(), false);
    clock.advance(5_000); // 10 s after the allowed attempt, 5 s after the refused one
    assert.equal(throttle.attempt(), true);
  });

  it('restarts the wait from every allowed attempt', () => {
    const { throttle, clock } = setup();
    assert.equal(throttle.attempt(), true);
    clock.advance(10_000);
    assert.equal(throttle.attempt(), true);
    clock.advance(9_000);
    assert.equal(throttle.attempt(), false);
  });

  it('honours a timestamp left by an earlier page load', () => {
    const clock = fakeClock();
    const storage = memoryStorage({ 'contact-last': String(clock.now() - 3_000) });
    const throttle = createThrottle({ storage, key: 'contact-last', intervalMs: 10_000, now: clock.now });
    assert.equal(throttle.attempt(), false);
    clock.advance(7_000);
    assert.equal(throttle.attempt(), true);
  });

  it('shares state between instances through storage (e.g. two open forms)', () => {
    const clock = fakeClock();
    const storage = memoryStorage();
    const a = createThrottle({ storage, key: 'k', intervalMs: 10_000, now: clock.now });
    const b = createThrottle({ storage, key: 'k', intervalMs: 10_000, now: clock.now });
    assert.equal(a.attempt(), true);
    assert.equal(b.attempt(), false);
  });

  it('ignores garbage and future timestamps in storage', () => {
    const clock = fakeClock();
    for (const junk of ['', 'abc', 'NaN', '0x10', '{}', '-5', String(clock.now() + 60_000)]) {
      const storage = memoryStorage({ k: junk });
      const throttle = createThrottle({ storage, key: 'k', intervalMs: 10_000, now: clock.now });
      assert.equal(throttle.attempt(), true, JSON.stringify(junk));
      assert.equal(storage.data.get('k'), String(clock.now()));
    }
  });

  it('still throttles in memory when storage throws', () => {
    const { throttle, clock } = setup(throwingStorage);
    assert.equal(throttle.attempt(), true);
    clock.advance(1_000);
    assert.equal(throttle.attempt(), false);
    clock.advance(9_000);
    assert.equal(throttle.attempt(), true);
  });

  it('still throttles in memory when only writes throw', () => {
    const { throttle, clock } = setup(writeOnlyFailsStorage);
    assert.equal(throttle.attempt(), true);
    clock.advance(1_000);
    assert.equal(throttle.attempt(), false);
  });
});

describe('createRateLimit (5 per 60 s)', () => {
  const setup = (storage: KeyValueStorage = memoryStorage()) => {
    const clock = fakeClock();
    const limit = createRateLimit({ storage, key: 'apply', max: 5, windowMs: 60_000, now: clock.now });
    return { clock, limit };
  };

  it('allows five attempts and refuses the sixth within the minute', () => {
    const { limit, clock } = setup();
    for (let i = 0; i < 5; i += 1) {
      assert.equal(limit.attempt(), true, `attempt ${i + 1}`);
      clock.advance(1_000);
    }
    assert.equal(limit.attempt(), false);
  });

  it('slides the window: each slot frees up 60 s after its own attempt', () => {
    const { limit, clock } = setup();
    const start = clock.now();
    for (let i = 0; i < 5; i += 1) {
      clock.set(start + i * 10_000); // attempts at 0, 10, 20, 30, 40 s
      assert.equal(limit.attempt(), true);
    }
    clock.set(start + 59_999);
    assert.equal(limit.attempt(), false);
    clock.set(start + 60_000); // the attempt at 0 s has left the window
    assert.equal(limit.attempt(), true);
    assert.equal(limit.attempt(), false); // the new attempt took that slot
    clock.set(start + 70_000); // the attempt at 10 s has left
    assert.equal(limit.attempt(), true);
  });

  it('does not record refused attempts', () => {
    const { limit, clock } = setup();
    const start = clock.now();
    for (let i = 0; i < 5; i += 1) assert.equal(limit.attempt(), true);
    for (let i = 0; i < 20; i += 1) {
      clock.advance(1_000);
      assert.equal(limit.attempt(), false);
    }
    clock.set(start + 60_000);
    for (let i = 0; i < 5; i += 1) assert.equal(limit.attempt(), true);
    assert.equal(limit.attempt(), false);
  });

  it('stores only the in-window timestamps as a JSON list', () => {
    const storage = memoryStorage();
    const clock = fakeClock();
    const limit = createRateLimit({ storage, key: 'apply', max: 5, windowMs: 60_000, now: clock.now });
    const first = clock.now();
    limit.attempt();
    clock.advance(61_000);
    limit.attempt();
    assert.deepEqual(JSON.parse(storage.data.get('apply')!), [first + 61_000]);
  });

  it('counts attempts stored by an earlier page load', () => {
    const clock = fakeClock();
    const t = clock.now();
    const storage = memoryStorage({
      apply: JSON.stringify([t - 50_000, t - 40_000, t - 30_000, t - 20_000, t - 10_000]),
    });
    const limit = createRateLimit({ storage, key: 'apply', max: 5, windowMs: 60_000, now: clock.now });
    assert.equal(limit.attempt(), false);
    clock.advance(10_000);
    assert.equal(limit.attempt(), true);
  });

  it('treats unparseable or wrongly shaped storage as empty', () => {
    const clock = fakeClock();
    for (const junk of ['not json', '{"a":1}', '42', 'null', '["x", null, {}]']) {
      const storage = memoryStorage({ apply: junk });
      const limit = createRateLimit({ storage, key: 'apply', max: 1, windowMs: 60_000, now: clock.now });
      assert.equal(limit.attempt(), true, junk);
      assert.deepEqual(JSON.parse(storage.data.get('apply')!), [clock.now()]);
    }
  });

  it('ignores timestamps from the future (clock moved back or tampering)', () => {
    const clock = fakeClock();
    const t = clock.now();
    const storage = memoryStorage({ apply: JSON.stringify(Array(5).fill(t + 3_600_000)) });
    const limit = createRateLimit({ storage, key: 'apply', max: 5, windowMs: 60_000, now: clock.now });
    assert.equal(limit.attempt(), true);
  });

  it('still limits in memory when storage throws', () => {
    const { limit } = setup(throwingStorage);
    for (let i = 0; i < 5; i += 1) assert.equal(limit.attempt(), true);
    assert.equal(limit.attempt(), false);
  });

  it('still limits in memory when only writes throw', () => {
    const { limit } = setup(writeOnlyFailsStorage);
    for (let i = 0; i < 5; i += 1) assert.equal(limit.attempt(), true);
    assert.equal(limit.attempt(), false);
  });
});

describe('safeStorage', () => {
  it('returns a working in-memory store in Node (no window)', () => {
    assert.equal(typeof (globalThis as { window?: unknown }).window, 'undefined');
    const storage = safeStorage();
    storage.setItem('safe-storage-test', 'v');
    assert.equal(storage.getItem('safe-storage-test'), 'v');
    assert.equal(storage.getItem('missing'), null);
  });

  it('returns the same fallback on every call so limits persist within the page', () => {
    safeStorage().setItem('shared', '1');
    assert.equal(safeStorage().getItem('shared'), '1');
  });

  it('uses window.localStorage when it accepts writes', () => {
    const data = new Map<string, string>();
    const local = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    const g = globalThis as { window?: unknown };
    g.window = { localStorage: local };
    try {
      assert.equal(safeStorage(), local);
      assert.equal(data.size, 0, 'probe key removed');
    } finally {
      delete g.window;
    }
  });

  it('falls back to memory when touching localStorage throws', () => {
    const g = globalThis as { window?: unknown };
    g.window = {
      get localStorage(): never {
        throw new Error('SecurityError');
      },
    };
    try {
      const storage = safeStorage();
      storage.setItem('x', 'y');
      assert.equal(storage.getItem('x'), 'y');
    } finally {
      delete g.window;
    }
  });
});
