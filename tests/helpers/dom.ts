/** Preloaded for component tests: a browser-like global DOM from happy-dom. */
import { GlobalRegistrator } from '@happy-dom/global-registrator';

GlobalRegistrator.register({ url: 'http://localhost/', width: 1280, height: 800 });
