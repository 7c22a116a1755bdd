export const DEMO_PROJECT: string;
export interface EmulatorHandle {
  host: string;
  projectId: string;
  stop(): Promise<void>;
}
export function startEmulator(options?: {
  port?: number;
  hubPort?: number;
  loggingPort?: number;
  projectId?: string;
  dataDir?: string;
  quiet?: boolean;
}): Promise<EmulatorHandle>;
export function ensureAccount(
  host: string,
  account: { email: string; password: string; displayName?: string },
): Promise<{ idToken: string; uid: string }>;
