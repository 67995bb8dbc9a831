/**
 * Submit limits kept in browser storage, which may throw (Safari private mode) or hold anything: every read is
 * checked, and a limiter falls back to its own memory, so a broken storage never blocks a visitor.
 */

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface Limiter {
  /** True when the attempt may go ahead; allowed attempts are recorded. */
  attempt(): boolean;
}

interface SlotOptions {
  storage: KeyValueStorage;
  key: string;
  now?: () => number;
}
export type ThrottleOptions = SlotOptions & { intervalMs: number };
export type RateLimitOptions = SlotOptions & { max: number; windowMs: number };

/** Storage with an in-memory copy, the only truth once a read or write threw: the limit still holds in the page. */
function guardedSlot(storage: KeyValueStorage, key: string) {
  let storageWorks = true;
  let memory: string | null = null;
  return {
    read(): string | null {
      if (!storageWorks) return memory;
      try {
        return storage.getItem(key);
      } catch {
        storageWorks = false;
        return memory;
      }
    },
    write(value: string): void {
      memory = value;
      if (!storageWorks) return;
      try {
        storage.setItem(key, value);
      } catch {
        storageWorks = false;
      }
    },
  };
}

// A timestamp later than "now" can only be garbage or a clock that moved
// back; honouring it could lock the form for as long as the bogus value says.
function isUsableTimestamp(value: unknown, now: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value <= now;
}

/**
 * Refuses an attempt within `intervalMs` of the last allowed one. Call it before validating: an invalid attempt
 * starts the wait too. A refused one records nothing, so hammering the button never extends the wait.
 */
export function createThrottle({ storage, key, intervalMs, now = Date.now }: ThrottleOptions): Limiter {
  const slot = guardedSlot(storage, key);
  return {
    attempt(): boolean {
      const current = now();
      const raw = slot.read();
      // Only a plain decimal counts: Number('') is 0 and Number('0x10') is 16.
      const last = raw !== null && /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
      if (isUsableTimestamp(last, current) && current - last < intervalMs) return false;
      slot.write(String(current));
      return true;
    },
  };
}

function readTimestamps(raw: string | null, current: number, windowMs: number): number[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    const recent = (t: unknown): t is number => isUsableTimestamp(t, current) && current - t < windowMs;
    return Array.isArray(parsed) ? parsed.filter(recent) : [];
  } catch {
    return [];
  }
}

/** Sliding window: allowed while fewer than `max` allowed attempts (the only ones stored) fall within `windowMs`. */
export function createRateLimit({ storage, key, max, windowMs, now = Date.now }: RateLimitOptions): Limiter {
  const slot = guardedSlot(storage, key);
  return {
    attempt(): boolean {
      const current = now();
      const recent = readTimestamps(slot.read(), current, windowMs);
      if (recent.length >= max) return false;
      recent.push(current);
      slot.write(JSON.stringify(recent));
      return true;
    },
  };
}

// Shared so every limiter in the page sees the same fallback data.
const memory = new Map<string, string>();
const fallback: KeyValueStorage = { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) };

/** `window.localStorage` when it exists and accepts a write, else an in-memory store (the build, private mode). */
export function safeStorage(): KeyValueStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) {
      const probe = '__storage_probe__';
      window.localStorage.setItem(probe, probe);
      window.localStorage.removeItem(probe);
      return window.localStorage;
    }
  } catch {
    // Merely touching localStorage throws a SecurityError when it is disabled.
  }
  return fallback;
}
