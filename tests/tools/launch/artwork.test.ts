import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { artworkFindings, imageUses, placeholderHashes } from '../../../tools/launch/artwork.ts';
import { flatten } from '../../../tools/launch/contentFields.ts';
import { findingLine } from '../../../tools/launch/check.ts';
import { companyPhoto, templateImage } from '../../fixtures/companySite.ts';
import { folder } from '../../helpers/folder.ts';

const imagesFolder = (images: Record<string, Buffer>) =>
  folder(Object.fromEntries(Object.entries(images).map(([name, bytes]) => [`images/${name}`, bytes])));

describe('placeholder artwork', () => {
  const hashes = placeholderHashes();

  it('lists a placeholder under its own name or another, and a photo replaced under the same name no longer', async () => {
    const logo = templateImage();
    const dir = imagesFolder({
      'brand/logo-mark.png': logo,
      'tours/new-tour.png': logo,
      'team/own.jpg': await companyPhoto('own.jpg'),
    });
    const files = (d: string) => artworkFindings(d, [], hashes).map((f) => f.file);
    assert.deepEqual(files(dir), ['content/images/brand/logo-mark.png', 'content/images/tours/new-tour.png']);
    writeFileSync(path.join(dir, 'images', 'brand', 'logo-mark.png'), await companyPhoto('logo-mark.png'));
    assert.deepEqual(files(dir), ['content/images/tours/new-tour.png']);
  });

  it('says which fields show it, from JSON, front matter and Markdown images', async () => {
    const dir = imagesFolder({ 'brand/logo-mark.png': templateImage() });
    const files = [
      { name: 'site.json', fields: flatten({ logo: { src: 'brand/logo-mark.png' } }) },
      {
        name: 'pages/about.json',
        fields: flatten({ sections: [{ body: 'Hello\n\n![Our mark](brand/logo-mark.png)' }] }),
      },
      {
        name: 'blog/01-a.md',
        fields: flatten({ image: 'brand/logo-mark.png' }),
        body: { text: 'Text\n\n![Mark](brand/logo-mark.png "Caption")\n', offset: 4 },
      },
    ];
    assert.deepEqual(imageUses(files).get('brand/logo-mark.png'), [
      'content/site.json: logo.src',
      'content/pages/about.json: sections.0.body',
      'content/blog/01-a.md: image',
      'content/blog/01-a.md: line 7',
    ]);
    assert.deepEqual(artworkFindings(dir, files, hashes).map(findingLine), [
      'content/images/brand/logo-mark.png: placeholder artwork (shown by content/site.json: logo.src; content/pages/about.json: sections.0.body; content/blog/01-a.md: image, line 7)',
    ]);
  });
});
