/**
 * Markdown as the site renders it: sanitised HTML, headings shifted under a page's <h1>, photos and raw HTML found with
 * their positions, photos checked and published as responsive pictures.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  internalLinks,
  markdownHtml,
  markdownHtmlProblem,
  markdownImageProblems,
  markdownImages,
  markdownToHtml,
  renderMarkdown,
} from '../../src/content/markdown.ts';
import { withPictures } from '../../src/components/Markdown.tsx';
import type { ProcessedImage } from '../../src/contract/image.ts';

const processed = (src: string): ProcessedImage => {
  const sizes = (type: string) => [480, 960].map((width) => ({ width, url: `/img/${src}-${width}.${type}` }));
  return { src, width: 960, height: 640, avif: sizes('avif'), webp: sizes('webp'), fallback: `/img/${src}-480.webp` };
};

describe('Markdown images', () => {
  it('are found with their alt text, title, line and column, reference images and later lines included', () => {
    const md = 'Intro.\n\n![A tabby](blog/a.jpg "On deck")\n\nText ![][cat]\n\n[cat]: blog/b.jpg';
    assert.deepEqual(markdownImages(md), [
      { url: 'blog/a.jpg', alt: 'A tabby', title: 'On deck', line: 3, column: 1 },
      { url: 'blog/b.jpg', alt: '', title: undefined, line: 5, column: 6 },
    ]);
    // On its own line of a paragraph of several, not on the paragraph's first.
    const { line, column } = markdownImages('First line,\nits second,\nthen ![A cat](blog/a.jpg) third.')[0];
    assert.deepEqual([line, column], [3, 6]);
    // javascript: and data: addresses as written, for the loader to report rather than drop.
    const urls = markdownImages('![a](javascript:alert(1)) ![b](data:image/png;base64,AAAA)').map((i) => i.url);
    assert.deepEqual(urls, ['javascript:alert(1)', 'data:image/png;base64,AAAA']);
  });

  it('must be files of content/images, named as a photo in a field (lower case; JPEG, PNG, WebP, AVIF), with alt', () => {
    const problems = (url: string, alt = 'A cat') => markdownImageProblems({ url, alt }).join();
    for (const ok of ['blog/a.jpg', 'blog/a.jpeg', 'blog/a.png', 'blog/a.webp', 'blog/a.avif'])
      assert.equal(problems(ok), '', ok);
    assert.match(problems('blog/a.jpg', ''), /no alt text/);
    const refused = {
      'https://x.example/a.jpg': /on another site/,
      'javascript:alert(9)': /on another site/,
      '/img/a.jpg': /relative to content\/images/,
      'blog/Upper.JPG':
        /^image "blog\/Upper\.JPG": file names under content\/images\/ are lower case: rename the file to "blog\/upper\.jpg" and write that here$/,
      'blog/from-my-phone.HEIC': /HEIC photos cannot be published: export or convert the photo to JPEG/,
      'blog/cat.gif': /must be a file under content\/images\/ in lower case, .*\(JPEG, PNG, WebP or AVIF\)/,
    };
    for (const [url, want] of Object.entries(refused)) assert.match(problems(url), want);
    // Both problems of one image at once, so one build lists all there is to fix.
    assert.equal(markdownImageProblems({ url: 'blog/Upper.JPG', alt: '' }).length, 2);
  });

  it('become a captioned figure when alone in a paragraph, an inline picture otherwise', () => {
    const images = new Map(['blog/a.jpg', 'blog/b.jpg'].map((src) => [src, processed(src)]));
    const md = '![A "tabby"](blog/a.jpg "On deck")\n\nSee ![b](blog/b.jpg) here.';
    const html = withPictures(markdownToHtml(md), images);
    for (const part of [
      /^<figure class="prose-figure"><picture><source type="image\/avif" srcset="\/img\/blog\/a\.jpg-480\.avif 480w, \/img\/blog\/a\.jpg-960\.avif 960w"/,
      /<img src="\/img\/blog\/a\.jpg-480\.webp" alt="A &quot;tabby&quot;" width="960" height="640" loading="lazy" decoding="async"><\/picture><figcaption>On deck<\/figcaption><\/figure>/,
      /<p>See <picture>.*<img src="\/img\/blog\/b\.jpg-480\.webp" alt="b"[^>]*><\/picture> here\.<\/p>/,
    ])
      assert.match(html, part);
    assert.equal((html.match(/<img /g) ?? []).length, 2, 'each image swapped once');
  });
});

describe('raw HTML in Markdown', () => {
  it('is found with its line: each HTML block and each opening tag in a paragraph, photos marked', () => {
    const md = [
      'Intro with <img src="https://example.com/x.jpg" alt="x"> inline.', // 1
      'Second line of it, <span>a span</span>.', // 2
      '', // 3
      '<picture>\n<img src="blog/a.jpg">\n</picture>', // 4-6
      '', // 7
      '<iframe src="https://example.com/"></iframe>\n\n<script>alert(1)</script>', // 8-10
    ].join('\n');
    assert.deepEqual(markdownHtml(md), [
      { tag: 'img', line: 1, column: 12, image: true },
      { tag: 'span', line: 2, column: 20, image: false },
      { tag: 'picture', line: 4, column: 1, image: true },
      { tag: 'iframe', line: 8, column: 1, image: false },
      { tag: 'script', line: 10, column: 1, image: false },
    ]);
    // Comments, closing tags, code and text that only looks like a tag are left out.
    const md2 = '<!-- a note -->\n\nA `<b>code</b>` span, 3 < 4, <https://example.com> and\n\n    <div>indented</div>';
    assert.deepEqual(markdownHtml(md2), []);
  });

  it('tells an editor that it is not published, and how to write a photo instead', () => {
    for (const [image, want] of [
      [true, /^raw HTML \(<img>\) is not published: write the photo as !\[What it shows\]\(blog\/photo\.jpg\)/],
      [false, /^raw HTML \(<img>\) is not published: write it in Markdown, or remove it$/],
    ] as const)
      assert.match(markdownHtmlProblem({ tag: 'img', image }), want);
  });
});

describe('Markdown rendering', () => {
  it('drops raw HTML (tags, scripts, styles, event handlers), keeping the text between tags', () => {
    const raw = ['A <b onclick="x()">bold</b> word.', '<script>alert(1)</script>', '<style>p { color: red }</style>'];
    const html = markdownToHtml([...raw, '<div>in a block</div>'].join('\n\n'));
    assert.doesNotMatch(html, /<(b|script|style|div)\b|onclick|alert|color: red/);
    assert.match(html, /<p>A bold word\.<\/p>/);
  });

  it('makes no link or image of a javascript:, vbscript:, file: or data: address, keeping the text', () => {
    const addresses = [
      'javascript:a()',
      'JaVaScRiPt:a()',
      '  javascript:a()',
      'vbscript:m(1)',
      'file:///etc',
      'data:,x',
    ];
    for (const address of addresses) {
      const html = markdownToHtml(`[the text](${address}) and ![a photo](${address})`);
      assert.doesNotMatch(html, /href=|src=/, address);
      assert.match(html, /<a>the text<\/a>/, address);
    }
  });

  it('keeps links (site, web, e-mail, phone) and photos, escaping text as the pages always carried it', () => {
    const rendered = {
      '[a](/tours) [b](https://example.com/x?a=1&b=2) [c](mailto:hello@example.com) [d](tel:+15551234567) ![e](blog/a.jpg "T")':
        '<p><a href="/tours">a</a> <a href="https://example.com/x?a=1&amp;b=2">b</a> <a href="mailto:hello@example.com">c</a> <a href="tel:+15551234567">d</a> <img src="blog/a.jpg" alt="e" title="T"></p>\n',
      // &amp;, &lt;, &gt; and &quot;, apostrophes as they are.
      'Tom & Jerry say "3 > 2" and it\'s \\<b>': "<p>Tom &amp; Jerry say &quot;3 &gt; 2&quot; and it's &lt;b&gt;</p>\n",
      '[x](/a "a \\"q\\" > b")': '<p><a href="/a" title="a &quot;q&quot; > b">x</a></p>\n',
    };
    for (const [md, html] of Object.entries(rendered)) assert.equal(markdownToHtml(md), html);
  });

  it('shifts every heading a level down for pages that have their own <h1>, to <h6> at most', () => {
    const md = '# One\n\n## Two\n\n###### Six';
    assert.equal(markdownToHtml(md), '<h1>One</h1>\n<h2>Two</h2>\n<h6>Six</h6>\n');
    assert.equal(markdownToHtml(md, { shiftHeadings: true }), '<h2>One</h2>\n<h3>Two</h3>\n<h6>Six</h6>\n');
  });

  it("gives a text's HTML, images and raw HTML in one call; internal links are read from the HTML", () => {
    const text =
      '# Title\n\nSee [the tours](/tours?a=1&b=2#top) and [us](https://example.com).\n\n![A cat](blog/a.jpg)';
    const md = renderMarkdown(`${text}\n\n<iframe></iframe>`, { shiftHeadings: true });
    assert.match(md.html, /^<h2>Title<\/h2>/);
    const found = [md.images.map((i) => [i.url, i.line]), md.rawHtml.map((h) => [h.tag, h.line])];
    assert.deepEqual(found, [[['blog/a.jpg', 5]], [['iframe', 7]]]);
    assert.deepEqual(internalLinks(md.html), ['/tours?a=1&b=2#top']);
  });
});
