/**
 * Every built HTML file (pages, the not-found page, redirect stubs) is valid HTML by html-validate's recommended and
 * document rules, and by the W3C Nu HTML Checker's rules html-validate lacks, with zero errors.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { outputFile } from '../../src/pipeline/routes.ts';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { DIST, allRoutes, requireDist, distText } from '../helpers/site.ts';
import { htmlFiles, openingTags } from '../../tools/html.ts';

/**
 * Rules of the W3C Nu HTML Checker that html-validate does not enforce, as messages for one file. A meta refresh's
 * content must read "<seconds>; url=<address>" (a space after the semicolon): "0;url=/tours" is an error there.
 */
function nuCheckerErrors(html: string): string[] {
  const errors: string[] = [];
  for (const tag of openingTags(html, 'meta')) {
    if ((tag.attrs['http-equiv'] ?? '').toLowerCase() !== 'refresh') continue;
    const value = tag.attrs.content ?? '';
    if (!/^\d+(; url=\S+)?$/.test(value))
      errors.push(`meta refresh content "${value}" must read "<seconds>; url=<address>"`);
  }
  return errors;
}

requireDist();

const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // react-dom/server writes some attributes in their DOM-property case (charSet, srcSet, imageSrcSet,
    // fetchPriority); HTML attribute names are case-insensitive, so this is style, not validity.
    'attr-case': 'off',
    // react-dom writes void elements self-closed (<meta/>); both forms are valid HTML.
    'void-style': 'off',
    // react-dom writes boolean and empty attributes as name="" (required="", hidden=""); valid HTML.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's useId gives ids like "_R_j_": valid HTML ids (no whitespace), though not starting with a
    // letter. Relaxed mode still rejects empty ids and ids with whitespace.
    'valid-id': ['error', { relaxed: true }],
    // Subresource integrity matters for files from other hosts; every script and stylesheet here is
    // same-origin and content-hashed, so only cross-origin ones must carry integrity.
    'require-sri': ['error', { target: 'crossorigin' }],
    // A search-snippet length preference, not validity: a post's <title> is the editor's post title
    // plus the site name, and long titles are fine for browsers and Lighthouse's SEO audits.
    'long-title': 'off',
    // The WAI-ARIA APG accordion (and the announcement bar) label a <div role="region">; html-validate would
    // rather see <section aria-labelledby>, which is the same landmark. Every other role keeps the rule.
    'prefer-native-element': ['error', { exclude: ['region'] }],
    // aria-label on elements whose role can be named by authors (a labelled list of tags, of posts) is valid
    // ARIA; by default the rule only expects it on interactive elements and landmarks.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
};

const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);
const files = htmlFiles(DIST);

describe('the Nu HTML Checker rules html-validate lacks', () => {
  test('a meta refresh without the space after its semicolon is an error, with it none', () => {
    assert.deepEqual(nuCheckerErrors('<meta http-equiv="refresh" content="0;url=/tours">'), [
      'meta refresh content "0;url=/tours" must read "<seconds>; url=<address>"',
    ]);
    assert.deepEqual(nuCheckerErrors('<meta http-equiv="refresh" content="0; url=/tours">'), []);
  });
});

describe('every built HTML file is valid', () => {
  test('the pages of every route, the not-found page and the redirect stubs were all found', () => {
    const found = new Set(files);
    for (const route of allRoutes()) assert.ok(found.has(outputFile(route)), `${route} is validated`);
    assert.ok(found.has('404.html'));
    const stubs = files.filter((f) => distText(f).includes('http-equiv="refresh"'));
    assert.equal(
      files.length,
      allRoutes().length + 1 + stubs.length,
      'nothing but pages, the not-found page and redirect stubs',
    );
  });

  for (const file of files) {
    test(file, async () => {
      const html = distText(file);
      const report = await validator.validateString(html, file);
      const messages = report.results.flatMap((r) => r.messages);
      const errors = messages.filter((m) => m.severity === 2);
      assert.deepEqual(
        [
          ...errors.map((m) => `${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
          ...nuCheckerErrors(html).map((e) => `${file}: ${e}`),
        ],
        [],
      );
    });
  }
});
