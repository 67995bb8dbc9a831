/** React's production build renders the same HTML several times faster; imported first, as React picks it on load. */
process.env.NODE_ENV ??= 'production';
