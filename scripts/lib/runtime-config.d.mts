export function runtimeConfig(half: 'public' | 'admin', env?: NodeJS.ProcessEnv): Record<string, unknown>;
