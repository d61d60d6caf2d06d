/** Vite bundles imported stylesheets; TypeScript only needs to know the import exists. */
declare module '*.css';
