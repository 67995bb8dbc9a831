/** Accordion (the WAI-ARIA APG accordion pattern), with fixture questions. */
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateServerHtml } from './hydrate.tsx';
import Accordion, { type AccordionProps } from '../../src/islands/Accordion.tsx';

const items = [
  { question: 'How long is a tour?', answerHtml: '<p>About two hours.</p>' },
  { question: 'Can I bring my cat?', answerHtml: '<p>Please <a href="/contact">ask us</a> first.</p>' },
  { question: 'Do tours run in the rain?', answerHtml: '<p>Yes, rain or shine.</p>' },
];

const mountAccordion = (props: Partial<AccordionProps> = {}) =>
  render(<Accordion items={items} idPrefix="faq" {...props} />);
const q = (n: number) => screen.getByRole('button', { name: items[n - 1].question });
const openOnes = () => items.map((_, i) => q(i + 1).getAttribute('aria-expanded') === 'true');

afterEach(cleanup);

describe('Accordion', () => {
  it('starts all closed, each question a button in a heading (h3 unless given) controlling its labelled region', () => {
    mountAccordion();
    assert.deepEqual(openOnes(), [false, false, false]);
    for (let n = 1; n <= 3; n++) {
      const button = q(n);
      assert.equal(button.closest('h3')?.tagName, 'H3');
      const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
      // A region named by its question, whether by explicit role or a named <section>.
      assert.equal(screen.getByRole('region', { name: items[n - 1].question }), panel);
      assert.equal(panel.getAttribute('aria-labelledby'), button.id);
    }
    assert.ok(document.querySelector('#faq-a2 a[href="/contact"]'), 'the answer HTML is rendered');
    cleanup();
    mountAccordion({ headingLevel: 2 });
    assert.equal(q(1).parentElement?.tagName, 'H2', 'headingLevel sets the heading element of the questions');
  });

  it('Down and Up move focus between questions and wrap, Home and End to the ends, never scrolling the page', () => {
    mountAccordion();
    act(() => q(1).focus());
    const key = (k: string) => fireEvent.keyDown(document.activeElement!, { key: k });
    key('ArrowDown');
    assert.equal(document.activeElement, q(2));
    key('ArrowDown');
    key('ArrowDown');
    assert.equal(document.activeElement, q(1), 'Down on the last question wraps to the first');
    key('ArrowUp');
    assert.equal(document.activeElement, q(3), 'Up on the first question wraps to the last');
    key('Home');
    assert.equal(document.activeElement, q(1));
    key('End');
    assert.equal(document.activeElement, q(3));
    assert.deepEqual(openOnes(), [false, false, false], 'moving focus opened a question');
    // The arrow keys do not scroll the page; other keys are left alone.
    assert.equal(fireEvent.keyDown(q(3), { key: 'ArrowDown' }), false, 'ArrowDown was not prevented');
    assert.equal(fireEvent.keyDown(q(1), { key: 'Tab' }), true, 'Tab was prevented');
  });

  // The same toggle closes an item open from the start (firstOpen) and one a click opened.
  it('firstOpen opens the first item in server HTML hydrated without a mismatch; one opens at a time, a click closes it', async () => {
    const { unmount } = await hydrateServerHtml(<Accordion items={items} idPrefix="faq" firstOpen />);
    assert.deepEqual(openOnes(), [true, false, false]);
    assert.ok(q(1).closest('.accordion-item')?.classList.contains('is-open'));
    fireEvent.click(q(3));
    assert.deepEqual(openOnes(), [false, false, true]);
    assert.equal(q(1).closest('.accordion-item')?.classList.contains('is-open'), false);
    fireEvent.click(q(3));
    assert.deepEqual(openOnes(), [false, false, false]);
    unmount();
  });
});
