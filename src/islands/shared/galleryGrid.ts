/**
 * The server-rendered thumbnail grid of a PhotoGallery island, handed to its server render through context so it is
 * not repeated in the island's JSON props (the photos would be written twice, against the page's first-flight budget).
 * In the browser the context is empty: React leaves markup set through dangerouslySetInnerHTML alone when it hydrates,
 * so the server's grid stays as it is.
 */
import { createContext } from 'react';

export const GalleryGridHtml = createContext('');
