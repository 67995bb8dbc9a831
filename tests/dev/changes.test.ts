/** How the dev server turns the files its watcher reports into a ChangeSet, and merges changes that arrive mid-build. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { changesFor, classifyChange, isEmptyChange, mergeChanges } from '../../dev/changes.ts';

const root = path.join(path.sep, 'project');
const contentDir = path.join(path.sep, 'tmp', 'elsewhere', 'content');
const dirs = { root, contentDir };
const inContent = (...parts: string[]) => path.join(contentDir, ...parts);

describe('classifyChange', () => {
  // A CSS file anywhere under src/ is a styles change, its component beside it is code;
  // a stylesheet outside src/ is no part of the site.
  const sorted: [string, ReturnType<typeof classifyChange>][] = [
    ['content/blog/01-post.md', { content: true }],
    ['content/images/blog/a.jpg', { images: ['blog/a.jpg'] }],
    ['src/client/enhance.ts', { scripts: true }],
    ...[
      'src/components/Hero',
      'src/layouts/Header',
      'src/islands/Accordion',
      'src/islands/shared/Toast',
      'src/routes/index',
      'src/routes/blog/[id]',
      'src/styles/tokens',
    ].map((f): [string, { styles: true }] => [`${f}.css`, { styles: true }]),
    ['src/routes/about.tsx', 'restart'],
    ['src/components/Hero.tsx', 'restart'],
    ['src/islands/Accordion.tsx', 'restart'],
    ['build.ts', 'restart'],
    ['README.md', undefined],
    ['styles/site.css', undefined],
    // Editors' swap, backup and temporary files.
    ...['.01-post.md.swp', '01-post.md~', '01-post.md.swp', '01-post.md.tmp', '4913', '.#01-post.md'].map(
      (n): [string, undefined] => [`content/blog/${n}`, undefined],
    ),
  ];
  for (const [file, expected] of sorted) {
    it(`sorts ${file} by what it needs`, () => assert.deepEqual(classifyChange(file), expected));
  }
});

describe('changesFor', () => {
  it('carries every content file by its absolute path, wherever --content points; a folder event is content too', () => {
    const post = inContent('blog', '01-post.md');
    const site = inContent('site.json');
    const { change, restart } = changesFor([post, site], dirs);
    assert.equal(restart, false);
    assert.equal(change.content, true);
    assert.deepEqual(change.files?.sort(), [post, site].sort());
    // A post added in a new folder reports the folder.
    assert.equal(changesFor([inContent('blog')], dirs).change.content, true);
  });

  it('names images relative to content/images and carries their paths too', () => {
    const image = inContent('images', 'blog', 'a.jpg');
    const { change } = changesFor([image], dirs);
    assert.deepEqual(change.images, ['blog/a.jpg']);
    assert.equal(change.content, undefined);
    assert.deepEqual(change.files, [image]);
  });

  it('asks for a new build process for server code, and rebuilds CSS and browser code in place', () => {
    assert.equal(changesFor([path.join(root, 'src', 'routes', 'about.tsx')], dirs).restart, true);
    const { change, restart } = changesFor(
      [path.join(root, 'src', 'components', 'Hero.css'), path.join(root, 'src', 'client', 'enhance.ts')],
      dirs,
    );
    assert.equal(restart, false);
    assert.deepEqual(
      { styles: change.styles, scripts: change.scripts, files: change.files },
      { styles: true, scripts: true, files: undefined },
    );
  });

  it('ignores temporaries, the content folder itself and files outside the project', () => {
    const { change, restart } = changesFor(
      [
        inContent('blog', '.01-post.md.tmp-123'),
        inContent('blog', '01-post.md.swp'),
        contentDir,
        path.join(path.sep, 'etc', 'hosts'),
      ],
      dirs,
    );
    assert.equal(restart, false);
    assert.ok(isEmptyChange(change), JSON.stringify(change));
  });
});

describe('mergeChanges', () => {
  it('keeps every flag, image and file of both, each once; an empty change only when neither has any', () => {
    const a = { content: true, images: ['a.jpg'], files: ['/c/blog/1.md', '/c/images/a.jpg'] };
    const b = { styles: true, images: ['a.jpg', 'b.jpg'], files: ['/c/blog/1.md', '/c/blog/2.md'] };
    const none = { content: undefined, styles: undefined, scripts: undefined, images: undefined, files: undefined };
    assert.deepEqual(mergeChanges(a, b), {
      ...none,
      content: true,
      styles: true,
      images: ['a.jpg', 'b.jpg'],
      files: ['/c/blog/1.md', '/c/images/a.jpg', '/c/blog/2.md'],
    });
    // Merging into nothing gives the change back, and nothing with nothing stays empty.
    const c = { content: true, files: ['/c/site.json'] };
    assert.deepEqual(mergeChanges({}, c), { ...none, ...c });
    assert.ok(isEmptyChange(mergeChanges({}, {})));
    // A change with only files still counts: the build process must read them again.
    assert.equal(isEmptyChange({ files: ['/c/blog/1.md'] }), false);
  });
});
