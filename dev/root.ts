/** What every command started from the repository needs: the repository's root, and an option's value. */
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** The word after `name` on the command line (`--out dist`), or undefined. */
export const flag = (name: string): string | undefined => {
  const argv = process.argv.slice(2);
  return argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined;
};
