// Where the code-list files are: backend/data in the source tree, build/data next to the bundle.

/**
 * Resolved against this module, which sits directly in backend/: run from source that is
 * backend/data; bundled into build/backend.js it is build/data, where scripts/build-server.mjs
 * copies the files.
 */
export const dataDirectory = new URL('./data/', import.meta.url);
