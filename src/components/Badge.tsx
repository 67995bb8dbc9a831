import type { ReactNode } from 'react';
import { Styles } from '../contract/Styles.tsx';

/** A small label above a title: a post's category on its card and its page. */
export function Badge({ children }: { children: ReactNode }) {
  return (
    <p className="badge">
      <Styles of={import.meta.url} />
      {children}
    </p>
  );
}
