/**
 * The script the dev server adds to every page (/__dev/reload.js): an external module, so the deployed
 * Content-Security-Policy holds in dev too, with its overlay styled through a constructed style sheet, which that
 * policy does not govern. The `v` in its address is the build the page was rendered at: a change that finished
 * while the page loaded still reloads it.
 */
const OVERLAY_CSS = `:host { all: initial; }
dialog {
  box-sizing: border-box; width: min(60rem, calc(100vw - 2rem)); max-height: calc(100vh - 2rem); overflow: auto;
  margin: auto; padding: 1.5rem; border: 0; border-top: 0.5rem solid #b3261e; border-radius: 0.5rem;
  background: #fff; color: #1b1b1b; font: 16px/1.5 system-ui, sans-serif; box-shadow: 0 1rem 3rem rgb(0 0 0 / 0.4);
}
dialog::backdrop { background: rgb(20 20 20 / 0.6); }
h2 { margin: 0 0 0.5rem; font-size: 1.25rem; color: #b3261e; }
p { margin: 0 0 1rem; }
pre {
  margin: 0 0 1rem; padding: 1rem; border-radius: 0.25rem; background: #f4f4f4; color: #1b1b1b;
  font: 14px/1.5 ui-monospace, monospace; white-space: pre-wrap; overflow-wrap: anywhere;
}
button { font: inherit; padding: 0.5rem 1rem; border: 2px solid #1b1b1b; border-radius: 0.25rem; background: #fff; color: #1b1b1b; cursor: pointer; }
button:focus-visible, pre:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
`;

export const RELOAD_JS = String.raw`// Dev only (npm run dev): reloads this page when it is rebuilt and shows build errors.
const here = location.pathname.replace(/\/+$/, '') || '/';
// The page shown while the first build runs reloads wherever it is, the CMS's address included.
const editing = here === '/admin' && !('devWaiting' in document.body.dataset);
const v = new URL(import.meta.url).searchParams.get('v') || '0';
const events = new EventSource('/__dev/events?' + new URLSearchParams({ path: here, v }));

// A change made: the page renders again from it (the CMS only drops a shown error: a reload would lose the editor's work).
events.addEventListener('reload', () => (editing ? dialog?.close() : location.reload()));
events.addEventListener('failed', (e) => showError(JSON.parse(e.data).message));

let dialog, text;
function showError(message) {
  if (!dialog) {
    const host = document.createElement('div');
    host.id = 'dev-build-error';
    const root = host.attachShadow({ mode: 'open' });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(${JSON.stringify(OVERLAY_CSS)});
    root.adoptedStyleSheets = [sheet];
    // The error text scrolls when long, and the keyboard can reach it to scroll it.
    root.innerHTML =
      '<dialog role="alertdialog" aria-labelledby="dev-error-title" aria-describedby="dev-error-help dev-error-text">' +
      '<h2 id="dev-error-title">Build failed</h2><p id="dev-error-help">' +
      'This page shows the last good build. Fix the problem and save: the page reloads by itself.</p>' +
      '<pre id="dev-error-text" tabindex="0"></pre><button type="button" autofocus>Dismiss (Esc)</button></dialog>';
    [dialog, text] = [root.querySelector('dialog'), root.querySelector('pre')];
    root.querySelector('button').addEventListener('click', () => dialog.close());
    document.body.append(host);
  }
  text.textContent = message;
  // Modal: focus moves into it and Escape closes it.
  if (!dialog.open) dialog.showModal();
}
`;
