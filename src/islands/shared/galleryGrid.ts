/**
 * The server-rendered thumbnail grid of a PhotoGallery island, handed to the
 * island's server render through context so it is NOT repeated in the
 * island's JSON props (73 photos on /gallery would otherwise be written
 * twice, and the page's first flight is capped at 14 KB). In the browser the
 * context is empty: React leaves markup set through dangerouslySetInnerHTML
 * alone when it hydrates, so the server's grid stays as it is.
 */
import { createContext } from 'react';

export const GalleryGridHtml = createContext('');
