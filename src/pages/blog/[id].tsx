import type { PageProps } from '../types.ts';
import type { Content } from '../../content/loader.ts';
import { Markdown } from '../../components/Markdown.tsx';

export function paths(content: Content) {
  return content.blog.map((p) => ({ path: p.href, params: { id: String(p.id) } }));
}

function postOf({ content, params }: PageProps) {
  const post = content.blog.find((p) => String(p.id) === params.id);
  if (!post) throw new Error(`No blog post ${params.id}`);
  return post;
}

export function head(props: PageProps) {
  const post = postOf(props);
  return { title: post.title, description: post.excerpt, type: 'article' as const };
}

export default function BlogPostPage(props: PageProps) {
  const post = postOf(props);
  return (
    <article className="section">
      <div className="container">
        <p><a href="/blog">Back to all posts</a></p>
        <h1>{post.title}</h1>
        <Markdown html={post.html} />
      </div>
    </article>
  );
}
