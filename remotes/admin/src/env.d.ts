interface ImportMetaEnv {
  /** Set by deploy/release-admin.sh at build time; shown in the side menu. */
  readonly VITE_RELEASE_VERSION?: string;
}

/** The federation runtime's own code, by path (standalone-runtime.ts): standalone mode publishes it. */
declare module '@texbridge/federation-runtime-core';
