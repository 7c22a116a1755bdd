interface ImportMetaEnv {
  /** Set by deploy/release-admin.sh at build time; shown in the side menu. */
  readonly VITE_RELEASE_VERSION?: string;
}
