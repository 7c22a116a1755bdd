// Standalone mode only (standalone-runtime.ts puts it first in the remote's own index.html): inside the
// site the host publishes its runtime. This import is runtime-core's own code, not the external shim.
import * as runtimeCore from '@texbridge/federation-runtime-core';

const global = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
