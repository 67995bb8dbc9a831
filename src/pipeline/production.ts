/**
 * The build renders with React's production build: the same HTML as the
 * development build, several times faster, without the checks that matter
 * only while a component is being written (component tests run those).
 * React picks its build when first loaded, so this module is imported
 * before anything that loads it.
 */
process.env.NODE_ENV ??= 'production';
