/** The island runtime's hold and replay and its strategies' moments, on a probe island hydrated by the real mount(). */
import { afterEach, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { HELD_KEYS, holdUntilAwake } from '../../src/client/islands/holdUntilAwake.ts';
import { wakeWhen } from '../../src/client/islands/triggers.ts';
import { mount } from '../../src/client/mount.tsx';
import { FakeObserver, useFakeObserver } from './fakeObserver.ts';

/** What the probe's React handlers saw, in order. */
const seen: string[] = [];

function Probe() {
  return (
    <div>
      <button
        type="button"
        className="act"
        onClick={() => seen.push('click')}
        onKeyDown={(e) => seen.push(`key ${e.key}`)}
      >
        Act <span className="inner">now</span>
      </button>
      {/* biome-ignore lint/a11y/useValidAnchor: a link that is also clicked, as links inside islands are */}
      <a className="link" href="#elsewhere" onClick={() => seen.push('link')}>
        Elsewhere
      </a>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          seen.push('submit');
        }}
      >
        <input className="field" name="q" onKeyDown={(e) => seen.push(`field ${e.key}`)} />
        <button type="submit" className="send">
          Send
        </button>
      </form>
    </div>
  );
}

const wrappers: HTMLElement[] = [];

/** A probe island in the page, its hydration held until `end(ok)`. */
function probe() {
  const el = document.createElement('div');
  el.dataset.island = 'Probe';
  el.innerHTML = renderToString(<Probe />);
  document.body.append(el);
  wrappers.push(el);
  let open!: (ok: boolean | Error) => void;
  const gate = new Promise<boolean | Error>((r) => (open = r));
  let calls = 0;
  let hydration: Promise<boolean> | undefined;
  const wake = holdUntilAwake(el, (host) => {
    calls++;
    hydration = gate.then((ok) => {
      if (ok instanceof Error) throw ok;
      if (ok) mount(host, 'Probe', Probe, {});
      return ok;
    });
    return hydration;
  });
  const $ = <T extends HTMLElement>(sel: string) => el.querySelector<T>(sel)!;
  return {
    el,
    wake,
    $,
    calls: () => calls,
    /** Ends hydration (true: React takes over; false: it failed; an Error: it threw) and lets React do what that set off. */
    end: async (ok: boolean | Error = true) => {
      assert.ok(hydration, 'the island never started waking');
      await act(async () => {
        open(ok);
        await hydration!.catch(() => false);
        await new Promise((r) => setTimeout(r, 0));
      });
    },
  };
}

/** Dispatches an event like the browser's and says whether something prevented its default. */
function press(target: Element, event: Event): boolean {
  target.dispatchEvent(event);
  return event.defaultPrevented;
}
const click = (target: Element) =>
  press(target, new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
const key = (target: Element, k: string, mods: KeyboardEventInit = {}) =>
  press(target, new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, composed: true, ...mods }));

afterEach(() => {
  for (const el of wrappers.splice(0)) el.remove();
  seen.length = 0;
});

describe('holdUntilAwake', () => {
  /** The clicks that reached the document (the rest of the page, past the island). */
  let reached = 0;
  const countClick = () => reached++;
  beforeEach(() => {
    reached = 0;
    document.addEventListener('click', countClick);
  });
  afterEach(() => document.removeEventListener('click', countClick));

  // The hold does not read the island's strategy: what holds for one island holds for every kind.
  it('an early tap wakes an island at once; it and every key an island handles, held while it wakes, reach React and the page once, in order', async () => {
    const p = probe();
    assert.equal(p.calls(), 0, 'woke before anything happened');
    assert.equal(click(p.$('.act .inner')), true, 'the early tap was not held');
    assert.equal(p.calls(), 1, 'the tap did not wake the island');
    for (const k of HELD_KEYS) assert.equal(key(p.$('.act'), k), true, `${k} was not held`);
    assert.deepEqual([seen, reached], [[], 0], 'a held press reached React or the page early');
    await p.end(true);
    assert.deepEqual(seen, ['click', ...[...HELD_KEYS].map((k) => `key ${k}`)]);
    assert.equal(reached, 1);
  });

  it("never holds typing, other keys, keys with Ctrl, Alt or Meta (the browser's own), or any key once React has the island", async () => {
    const p = probe();
    p.wake();
    assert.equal(key(p.$('.field'), 'ArrowLeft'), false, 'a caret key in a text field was held');
    assert.equal(key(p.$('.field'), 'a'), false);
    assert.equal(key(p.$('.act'), 'Enter'), false, 'Enter on a button is the click it becomes, not a key to hold');
    assert.equal(key(p.$('.act'), 'x'), false);
    assert.equal(key(p.$('.act'), 'ArrowLeft', { altKey: true }), false, 'Alt+ArrowLeft (back) was held');
    assert.equal(key(p.$('.act'), 'Home', { ctrlKey: true }), false);
    assert.equal(key(p.$('.act'), 'End', { metaKey: true }), false);
    await p.end(true);
    assert.deepEqual(seen, [], 'a key that was let through was replayed');
    assert.equal(key(p.$('.act'), 'ArrowDown'), false);
    assert.deepEqual(seen, ['key ArrowDown'], 'a key after hydration goes straight to React');
  });

  it('lets a link be followed at once (not held, not replayed), and the click still wakes the island', async () => {
    const p = probe();
    assert.equal(click(p.$('.link')), false, 'the link click was held');
    assert.equal(reached, 1, 'the link click did not reach the page');
    assert.equal(p.calls(), 1);
    await p.end(true);
    assert.deepEqual(seen, []);
    assert.equal(reached, 1, 'the link click was delivered again');
  });

  it('submits once however often the submit button is pressed or the form submitted while it wakes', async () => {
    const p = probe();
    assert.equal(click(p.$('.send')), true);
    assert.equal(click(p.$('.send')), true, 'a second press went through');
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    assert.equal(press(p.$('.form'), submit), true, 'a submit went through');
    await p.end(true);
    assert.deepEqual(seen, ['submit']);
  });

  for (const contact of ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const) {
    it(`${contact} inside an island wakes it, without being held, once whatever asks next`, () => {
      const p = probe();
      const Kind = contact === 'focusin' ? FocusEvent : Event;
      assert.equal(press(p.$('.act'), new Kind(contact, { bubbles: true, cancelable: true })), false);
      assert.equal(p.calls(), 1, 'first contact did not wake it');
      click(p.$('.act'));
      p.wake();
      p.$('.act').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      assert.equal(p.calls(), 1, 'it woke again');
    });
  }

  for (const moved of [false, true])
    it(
      moved ? 'leaves focus where the visitor moved it while the island woke' : 'puts back focus hydration lost',
      async () => {
        const p = probe();
        const outside = document.createElement('button');
        document.body.append(outside);
        wrappers.push(outside);
        p.$<HTMLButtonElement>('.act').focus();
        p.wake();
        if (moved) outside.focus();
        else p.$<HTMLButtonElement>('.act').blur();
        assert.notEqual(document.activeElement, p.$('.act'), 'focus left the control while it woke');
        await p.end(true);
        assert.equal(document.activeElement, moved ? outside : p.$('.act'));
      },
    );

  for (const [how, outcome] of [
    ['failed', false],
    ['thrown', new Error('chunk failed')],
  ] as const)
    it(`after a hydration ${how}, held presses reach the server HTML (a form submits) and nothing more is held`, async () => {
      const p = probe();
      const submitted: (Element | null)[] = [];
      const onSubmit = (e: Event) => {
        submitted.push((e as SubmitEvent).submitter);
        e.preventDefault(); // the test's page has nowhere to go
      };
      document.addEventListener('submit', onSubmit);
      try {
        click(p.$('.send'));
        click(p.$('.send'));
        key(p.$('.act'), 'ArrowDown');
        assert.deepEqual(submitted, []);
        await p.end(outcome);
        assert.deepEqual(submitted, [p.$('.send')], 'the held press did not submit the form, once, by its button');
        assert.deepEqual(seen, [], 'React was never there');
        assert.equal(click(p.$('.act')), false, 'a press after the failure was held');
        assert.equal(key(p.$('.act'), 'ArrowDown'), false);
      } finally {
        document.removeEventListener('submit', onSubmit);
      }
    });
});

describe('wakeWhen', () => {
  useFakeObserver();
  const realIdle = window.requestIdleCallback;
  /** What was asked of the browser's idle callback. */
  const idle: { cb: () => void; timeout: number }[] = [];
  beforeEach(() => {
    idle.length = 0;
    Object.assign(window, { requestIdleCallback: (cb: () => void, o: { timeout: number }) => idle.push({ cb, ...o }) });
  });
  afterEach(() => Object.assign(window, { requestIdleCallback: realIdle }));

  /** An island waking at `when`, and how often it has woken. */
  function island(when: string) {
    const el = document.createElement('div');
    el.dataset.hydrate = when;
    let woken = 0;
    wakeWhen(el, () => woken++);
    return { el, woken: () => woken };
  }

  it('an interaction island has no moment of its own: only contact wakes it', () => {
    const { woken } = island('interaction');
    assert.deepEqual([idle.length, FakeObserver.all.length, woken()], [0, 0, 0]);
  });

  it('an idle island wakes when the page is idle (within 2 s)', () => {
    const { woken } = island('idle');
    assert.equal(woken(), 0);
    assert.equal(idle[0].timeout, 2000);
    idle[0].cb();
    assert.equal(woken(), 1);
  });

  it('a visible island wakes when it comes within 200 px of the viewport, and stops watching', () => {
    const { el, woken } = island('visible');
    const [o] = FakeObserver.all;
    assert.deepEqual([FakeObserver.all.length, o.targets, o.options.rootMargin], [1, [el], '200px']);
    o.fire(false);
    assert.equal(woken(), 0, 'woke while still far');
    o.fire(true);
    assert.equal(woken(), 1);
    assert.equal(o.disconnected, true);
  });
});
