import { satisfy } from '@module-federation/runtime';
import { compatibleRange, packageOf, SINGLETONS, type Singleton } from '@texbridge/shared/federation';
import { hostVersionOf } from './shared-modules.ts';

/** What the host needs from the remote's mf-manifest.json. */
export interface RemoteManifest {
  /** The remote's entry script, absolute. */
  entryUrl: string;
  /** Tells releases apart: a digest of the manifest, whose asset names carry content hashes. */
  release: string;
  shared: { name: string; version: string; requiredVersion?: string | false }[];
}

/** The dashboard's origin did not answer with its manifest: down, restarting or moved. */
export class RemoteUnreachableError extends Error {
  override name = 'RemoteUnreachableError';
}

export interface VersionMismatch {
  library: string;
  /** What the dashboard release accepts, and what it was built with. */
  required: string;
  built: string;
  /** What the site provides. */
  provided: string;
}

/** The dashboard release was built against libraries the site cannot give it: not an outage. */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
  constructor(readonly mismatches: VersionMismatch[]) {
    super(
      mismatches
        .map(
          ({ library, required, built, provided }) =>
            `This dashboard release needs ${library} ${required} (built with ${built}), but the site provides ${library} ${provided}.`,
        )
        .join(' '),
    );
  }
}

/** FNV-1a: a short, stable digest; not a security boundary, only a release tag. */
function digest(text: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

interface ManifestJson {
  metaData?: { publicPath?: string; remoteEntry?: { path?: string; name?: string } };
  shared?: { name?: unknown; version?: unknown; requiredVersion?: unknown }[];
}

let lastFetchedAt = 0;
/** When the manifest was last asked for (ms since the epoch): the update check waits its turn after a load. */
export const manifestFetchedAt = () => lastFetchedAt;

/** Reads the manifest afresh (revalidated, never a cached copy: the point is to see a new release). */
export async function fetchRemoteManifest(manifestUrl: string): Promise<RemoteManifest> {
  lastFetchedAt = Date.now();
  let text: string;
  try {
    const response = await fetch(manifestUrl, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}.`);
    text = await response.text();
  } catch (error) {
    throw new RemoteUnreachableError(error instanceof Error ? error.message : String(error));
  }
  let json: ManifestJson;
  try {
    json = JSON.parse(text) as ManifestJson;
  } catch {
    throw new RemoteUnreachableError(`${manifestUrl} is not a Module Federation manifest (not JSON).`);
  }
  const entryName = json.metaData?.remoteEntry?.name;
  if (!entryName) throw new RemoteUnreachableError(`${manifestUrl} names no remote entry.`);
  const publicPath = json.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : new URL('.', manifestUrl);
  const entryUrl = new URL(`${json.metaData?.remoteEntry?.path ?? ''}${entryName}`, base);
  return {
    entryUrl: entryUrl.href,
    release: digest(text),
    shared: (json.shared ?? []).flatMap(({ name, version, requiredVersion }) =>
      typeof name === 'string' && typeof version === 'string'
        ? [{ name, version, requiredVersion: typeof requiredVersion === 'string' ? requiredVersion : false }]
        : [],
    ),
  };
}

const isSingleton = (name: string): name is Singleton => (SINGLETONS as readonly string[]).includes(name);

/**
 * The singletons the release cannot share with this site: it accepts no version the site provides,
 * or it was built on another major than the site's. Running it anyway fails deep inside React.
 */
export function versionMismatches(manifest: RemoteManifest): VersionMismatch[] {
  const mismatches = new Map<string, VersionMismatch>();
  for (const { name, version, requiredVersion } of manifest.shared) {
    if (!isSingleton(name)) continue;
    const provided = hostVersionOf(name);
    const accepts = requiredVersion ? satisfy(provided, requiredVersion) : true;
    if (accepts && satisfy(version, compatibleRange(provided))) continue;
    // react and react/jsx-runtime are one package: one sentence.
    const library = packageOf(name);
    if (!mismatches.has(library))
      mismatches.set(library, {
        library,
        required: requiredVersion || compatibleRange(version),
        built: version,
        provided,
      });
  }
  return [...mismatches.values()];
}
