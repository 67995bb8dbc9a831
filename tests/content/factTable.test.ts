/**
 * The editor's table of fact tokens in docs/editing.md is the one the code
 * writes: every token the loader fills, with the field it is filled from, and
 * no value (so an editor's change to content never makes it stale).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { factTableMarkdown, TABLE_END, TABLE_START, withFactTable } from '../../src/content/facts/table.ts';
import { FACT_NAMES } from '../../src/content/facts/tokens.ts';
import { ROOT } from '../helpers/site.ts';

const editing = readFileSync(path.join(ROOT, 'docs', 'editing.md'), 'utf8');

describe('the fact tokens table in docs/editing.md', () => {
  it('is up to date with the tokens (run npm run schemas when it is not)', () => {
    assert.equal(editing, withFactTable(editing));
  });

  it('lists every token the loader fills, once', () => {
    const table = factTableMarkdown();
    for (const name of FACT_NAMES) assert.equal(table.split(`\`{${name}}\``).length - 1, 1, `{${name}}`);
  });

  it('names fields, never their values', () => {
    const table = editing.slice(editing.indexOf(TABLE_START), editing.indexOf(TABLE_END));
    assert.doesNotMatch(table, /\$\d|\b20\d\d\b/);
  });
});
