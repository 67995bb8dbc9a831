/**
 * The build renders with React's production build: the same HTML, several times faster. React picks its build when
 * first loaded, so this module is imported before anything that loads it.
 */
process.env.NODE_ENV ??= 'production';
