import { serialiseForScript } from '../../lib/safeJson.ts';

/**
 * JSON-LD written where the page renders it. For data that needs processed
 * image URLs (only known while the page renders, not in head()), this is the
 * way in; the blocks are data, not script, so the CSP is untouched.
 */
export function JsonLd({ data }: { data: object[] }) {
  return (
    <>
      {data.map((d, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseForScript(d) }} />
      ))}
    </>
  );
}
