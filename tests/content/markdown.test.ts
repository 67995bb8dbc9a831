/** Photos written in Markdown: found with their lines, checked, and published as responsive pictures. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { markdownHtml, markdownHtmlProblem, markdownImageProblems, markdownImages, markdownToHtml } from '../../src/content/markdown.ts';
import { withPictures } from '../../src/components/Markdown.tsx';
import type { ProcessedImage } from '../../src/contract/image.ts';

const processed = (src: string): ProcessedImage => ({
  src,
  width: 960,
  height: 640,
  avif: [{ width: 480, url: `/img/${src}-480.avif` }, { width: 960, url: `/img/${src}-960.avif` }],
  webp: [{ width: 480, url: `/img/${src}-480.webp` }, { width: 960, url: `/img/${src}-960.webp` }],
  fallback: `/img/${src}-480.webp`,
});

describe('Markdown images', () => {
  it('are found with their alt text, title and line, reference images included', () => {
    const md = 'Intro.\n\n![A tabby](blog/a.jpg "On deck")\n\nText ![][cat]\n\n[cat]: blog/b.jpg';
    assert.deepEqual(markdownImages(md), [
      { url: 'blog/a.jpg', alt: 'A tabby', title: 'On deck', line: 3 },
      { url: 'blog/b.jpg', alt: '', title: undefined, line: 5 },
    ]);
  });

  it('must be files of content/images with alt text', () => {
    assert.deepEqual(markdownImageProblems({ url: 'blog/a.jpg', alt: 'A cat', line: 1 }), []);
    assert.match(markdownImageProblems({ url: 'https://x.example/a.jpg', alt: 'A cat', line: 1 }).join(), /on another site/);
    assert.match(markdownImageProblems({ url: '/img/a.jpg', alt: 'A cat', line: 1 }).join(), /relative to content\/images/);
    assert.match(markdownImageProblems({ url: 'blog/a.jpg', alt: '', line: 1 }).join(), /no alt text/);
  });

  it('follow the file-name rules of a photo named in a field: lower case, JPEG, PNG, WebP or AVIF, HEIC exported first', () => {
    const problems = (url: string, alt = 'A cat') => markdownImageProblems({ url, alt, line: 1 });
    assert.deepEqual(problems('blog/Upper.JPG'), ['image "blog/Upper.JPG": file names under content/images/ are lower case: rename the file to "blog/upper.jpg" and write that here']);
    assert.match(problems('blog/from-my-phone.HEIC').join(), /HEIC photos cannot be published: export or convert the photo to JPEG/);
    assert.match(problems('blog/cat.gif').join(), /must be a file under content\/images\/ in lower case, .*\(JPEG, PNG, WebP or AVIF\)/);
    for (const ok of ['blog/a.jpeg', 'blog/a.png', 'blog/a.webp', 'blog/a.avif']) assert.deepEqual(problems(ok), [], ok);
    // Both problems of one image at once, so one build lists all there is to fix.
    assert.equal(problems('blog/Upper.JPG', '').length, 2);
  });

  it('become a captioned figure when alone in a paragraph, an inline picture otherwise', () => {
    const images = new Map([['blog/a.jpg', processed('blog/a.jpg')], ['blog/b.jpg', processed('blog/b.jpg')]]);
    const html = withPictures(markdownToHtml('![A "tabby"](blog/a.jpg "On deck")\n\nSee ![b](blog/b.jpg) here.'), images);
    assert.match(html, /^<figure class="prose-figure"><picture><source type="image\/avif" srcset="\/img\/blog\/a\.jpg-480\.avif 480w, \/img\/blog\/a\.jpg-960\.avif 960w"/);
    assert.match(html, /<img src="\/img\/blog\/a\.jpg-480\.webp" alt="A &quot;tabby&quot;" width="960" height="640" loading="lazy" decoding="async"><\/picture><figcaption>On deck<\/figcaption><\/figure>/);
    assert.match(html, /<p>See <picture>.*<img src="\/img\/blog\/b\.jpg-480\.webp" alt="b"[^>]*><\/picture> here\.<\/p>/);
    assert.equal((html.match(/<img /g) ?? []).length, 2, 'each image swapped once');
  });
});

describe('raw HTML in Markdown', () => {
  it('is found with its line: each HTML block and each opening tag in a paragraph, photos marked', () => {
    const md = [
      'Intro with <img src="https://example.com/x.jpg" alt="x"> inline.', // 1
      'Second line of it, <span>a span</span>.', // 2
      '', // 3
      '<picture>', // 4
      '<img src="blog/a.jpg">', // 5
      '</picture>', // 6
      '', // 7
      '<iframe src="https://example.com/"></iframe>', // 8
      '', // 9
      '<script>alert(1)</script>', // 10
    ].join('\n');
    assert.deepEqual(markdownHtml(md), [
      { tag: 'img', line: 1, image: true },
      { tag: 'span', line: 2, image: false },
      { tag: 'picture', line: 4, image: true },
      { tag: 'iframe', line: 8, image: false },
      { tag: 'script', line: 10, image: false },
    ]);
  });

  it('leaves out comments, closing tags, code and text that only looks like a tag', () => {
    assert.deepEqual(markdownHtml('<!-- a note to myself -->\n\nA `<b>code</b>` span, 3 < 4, <https://example.com> and\n\n    <div>indented code</div>'), []);
  });

  it('tells an editor that it is not published, and how to write a photo instead', () => {
    assert.match(markdownHtmlProblem({ tag: 'img', line: 1, image: true }), /^raw HTML \(<img>\) is not published: write the photo as !\[What it shows\]\(blog\/photo\.jpg\)/);
    assert.match(markdownHtmlProblem({ tag: 'iframe', line: 1, image: false }), /^raw HTML \(<iframe>\) is not published: write it in Markdown, or remove it$/);
  });
});
