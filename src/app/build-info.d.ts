/** The package's version and the commit the build was made from (vite.config.ts's `define`; '' for no commit). */
declare const __APP_VERSION__: string;
declare const __APP_COMMIT__: string;
