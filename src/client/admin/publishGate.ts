/**
 * Publish in the live CMS merges the change's pull request. With the check
 * required before merging (docs/deploying.md), GitHub refuses a merge while
 * the check is red or still running, and Decap would show its bare API error.
 * So before publishing, the CMS reads the check's state on the change's
 * branch and, unless it passed, stops with what the editor should do.
 */

export interface CheckRun {
  name: string;
  status: string;
  conclusion: string | null;
  html_url?: string;
}

/** Why the change cannot be published yet, or undefined when its checks passed. */
export function publishRefusal(runs: readonly CheckRun[]): string | undefined {
  const failed = runs.filter(
    (r) => r.status === 'completed' && !['success', 'neutral', 'skipped'].includes(r.conclusion ?? ''),
  );
  if (failed.length) {
    const where = failed[0].html_url ? ` (${failed[0].html_url})` : '';
    return `The check "${failed[0].name}" found a problem in this change${where}. Open the change's pull request on GitHub: under "Files changed" each problem is shown on its line. Fix it here, save, and publish again.`;
  }
  const running = runs.filter((r) => r.status !== 'completed');
  if (running.length)
    return `The check "${running[0].name}" is still running on this change. Publish again once it has passed (usually a few minutes).`;
  if (!runs.length)
    return 'The check has not started on this change yet. Publish again in a few minutes, once it has passed.';
  return undefined;
}

/** The check runs of the change on `branch`, read from GitHub's API with the editor's sign-in. */
export async function checkRuns(
  repo: string,
  branch: string,
  token: string,
  fetcher: typeof fetch = fetch,
): Promise<CheckRun[]> {
  const res = await fetcher(`https://api.github.com/repos/${repo}/commits/${encodeURIComponent(branch)}/check-runs`, {
    headers: { Authorization: `token ${token}`, Accept: 'application/vnd.github+json' },
  });
  if (!res.ok)
    throw new Error(`GitHub did not say whether the check passed (${res.status}); publish again in a moment.`);
  return ((await res.json()) as { check_runs: CheckRun[] }).check_runs;
}
