/// <reference types="vite/client" />

/** Package versions the host was built with, for the admin remote's shared scope (vite.config.ts). */
declare const __SHARED_VERSIONS__: Record<string, string>;
