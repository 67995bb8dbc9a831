/**
 * npm run launch-check: lists everything in content/ that is still this site template's placeholder (artwork, addresses
 * and e-mails, booking ids and service keys, the company's name, invented guides, clippings and quotes), one line per
 * file and field. It exits 1 while any is left, 0 once none is.
 *
 *   npm run launch-check [-- --content DIR]    DIR: another content folder (tests use a copy)
 */
import path from 'node:path';
import { ROOT } from '../cli.ts';
import { EXIT, launchCheck, report } from './check.ts';

function contentDirFrom(argv: string[]): string | undefined {
  if (!argv.length) return path.join(ROOT, 'content');
  if (argv[0] === '--content' && argv[1] && argv.length === 2) return path.resolve(argv[1]);
  return undefined;
}

const contentDir = contentDirFrom(process.argv.slice(2));
if (!contentDir) {
  console.error('Usage: npm run launch-check [-- --content DIR]');
  process.exitCode = EXIT.unreadable;
} else {
  const { text, exitCode } = report(launchCheck(contentDir));
  console.log(text);
  process.exitCode = exitCode;
}
