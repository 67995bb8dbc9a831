/** npm run links -- --external; --markdown FILE: the report for the nightly job (daily.yml), only while a link is dead. */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { flag, ROOT } from '../cli.ts';
import { checkExternal } from './external.ts';
import { EXIT, report } from './report.ts';

const dist = path.resolve(flag('--dist') ?? path.join(ROOT, 'dist'));
const markdownFile = flag('--markdown');
if (!process.argv.includes('--external')) {
  console.error('Usage: npm run links -- --external [--dist DIR] [--content DIR] [--markdown FILE]');
  process.exitCode = EXIT.usage;
} else if (!existsSync(dist)) {
  console.error(`No built site in ${path.relative(ROOT, dist) || dist}: run npm run build first.`);
  process.exitCode = EXIT.usage;
} else {
  const checked = await checkExternal({ dist, content: path.resolve(flag('--content') ?? path.join(ROOT, 'content')) });
  const { text, exitCode } = report(checked);
  console.log(text);
  if (markdownFile) {
    if (exitCode === EXIT.dead) writeFileSync(markdownFile, `${text}\n`);
    else rmSync(markdownFile, { force: true });
  }
  process.exitCode = exitCode;
}
