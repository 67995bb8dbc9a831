import { markdownToHtml } from '../content/markdown.ts';

/** Markdown from content, rendered through the sanitising pipeline. */
export function Markdown({ text, html, className }: { text?: string; html?: string; className?: string }) {
  const out = html ?? markdownToHtml(text ?? '');
  return <div className={className ? `prose ${className}` : 'prose'} dangerouslySetInnerHTML={{ __html: out }} />;
}
