/** npm run lint (`biome check`) and npm run format (`biome check --write`): the arguments go to Biome as they are. */
import { biome } from './run.ts';

process.exit(biome(process.argv.slice(2)).status ?? 1);
