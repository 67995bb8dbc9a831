/** npm run launch-check [-- --content DIR]: what in content/ is still the template's (check.ts); exits 1 while any is. */
import path from 'node:path';
import { ROOT } from '../cli.ts';
import { EXIT, launchCheck, report } from './check.ts';

const argv = process.argv.slice(2);
const given = argv[0] === '--content' && argv.length === 2 && argv[1];
if (argv.length && !given) {
  console.error('Usage: npm run launch-check [-- --content DIR]');
  process.exitCode = EXIT.unreadable;
} else {
  const { text, exitCode } = report(await launchCheck(given ? path.resolve(given) : path.join(ROOT, 'content')));
  console.log(text);
  process.exitCode = exitCode;
}
