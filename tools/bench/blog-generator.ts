/** A copy of content/ plus N posts reusing the real ones' bodies and images: they render alike, no image to encode. */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';

/** YYYY-MM-DD, `n` days after 2012-01-01 (so generated posts sort before the real ones). */
const day = (n: number) => new Date(Date.UTC(2012, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

export function generateContentRoot(projectRoot: string, extraPosts: number) {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-${extraPosts}-`));
  const source = path.join(projectRoot, 'content');
  const contentDir = path.join(dir, 'content');
  cpSync(source, contentDir, { recursive: true, filter: (src) => src !== path.join(source, 'images') });
  symlinkSync(path.join(source, 'images'), path.join(contentDir, 'images'));

  const blogDir = path.join(contentDir, 'blog');
  const real = readdirSync(blogDir)
    .filter((n) => n.endsWith('.md'))
    .sort()
    .map((n) => matter(readFileSync(path.join(blogDir, n), 'utf8'), {}));
  const maxId = Math.max(...real.map((r) => Number(r.data.id)));
  for (let i = 0; i < extraPosts; i++) {
    const model = real[i % real.length];
    const id = maxId + 1 + i;
    const data = {
      ...model.data,
      id,
      title: `${String(model.data.title)} (archive ${i + 1})`,
      excerpt: `From the archive, number ${i + 1}: ${String(model.data.excerpt)}`,
      date: day(i % 4000),
    };
    const body = `*Archive post ${i + 1}, generated for the build benchmark.*\n\n${model.content}`;
    writeFileSync(path.join(blogDir, `g${String(id).padStart(6, '0')}.md`), matter.stringify(body, data));
  }
  return {
    dir,
    contentDir,
    posts: real.length + extraPosts,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
