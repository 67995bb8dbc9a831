/**
 * The redirect table's rules, one for the build, the preview server and the not-found page's script: a `from` ending
 * in "*" is a prefix, anything else exact, and exact rules win.
 */
export interface RedirectRule {
  from: string;
  to: string;
}

export function isPattern(from: string): boolean {
  return from.endsWith('*');
}

/** The target for a path, or undefined. A trailing slash is ignored. */
export function matchRedirect(rules: readonly RedirectRule[], pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = rules.find((r) => !isPattern(r.from) && r.from === path);
  if (exact) return exact.to;
  const prefix = rules.find(
    (r) => isPattern(r.from) && path.startsWith(r.from.slice(0, -1)) && path.length > r.from.length - 1,
  );
  return prefix?.to;
}
