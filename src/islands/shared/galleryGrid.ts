/**
 * A PhotoGallery's server-rendered grid, given through context rather than its JSON props (which would write the photos
 * twice). Empty in the browser: React leaves markup set through dangerouslySetInnerHTML alone when it hydrates.
 */
import { createContext } from 'react';

export const GalleryGridHtml = createContext('');
