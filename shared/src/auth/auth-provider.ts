/** The signed-in user as the dashboard needs it (docs/spec.md §3 "User session"). */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

/** What the store needs from an identity provider; Firebase in the app, the same in tests. */
export interface AuthProvider {
  /** Calls back with the current user at once and on every change; returns an unsubscribe. */
  onUserChanged(callback: (user: AuthUser | null) => void): () => void;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** A fresh ID token for the API, or null when signed out. */
  getIdToken(): Promise<string | null>;
}
