import assert from 'node:assert/strict';
import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';

/**
 * Puts `server`'s HTML in the page, lets `beforeHydrate` touch it (a visitor typing early), hydrates it with `client`
 * (the same element unless given) and asserts React reported no mismatch. `unmount` takes it all away again.
 */
export async function hydrateServerHtml(
  server: ReactElement,
  { client = server, beforeHydrate }: { client?: ReactElement; beforeHydrate?: (host: HTMLElement) => void } = {},
) {
  const host = document.createElement('div');
  host.innerHTML = renderToString(server);
  document.body.append(host);
  beforeHydrate?.(host);
  const errors: unknown[] = [];
  const root = await act(async () => hydrateRoot(host, client, { onRecoverableError: (e) => errors.push(e) }));
  const unmount = () => {
    act(() => root.unmount());
    host.remove();
  };
  // A mismatch leaves nothing in the document for the next tests to find.
  if (errors.length) unmount();
  assert.deepEqual(errors, [], 'hydrating the server HTML reported a mismatch');
  return { host, unmount };
}
