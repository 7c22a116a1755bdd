import { apiAs } from './api.ts';
import type { SystemState } from './system.ts';

/** An enquiry as GET /enquiries answers it. */
export interface Enquiry {
  _id: string;
  user_name: string;
  user_email: string;
  user_phone?: string;
  message: string;
  handled: boolean;
}

/**
 * The enquiries a spec sends, found by the sender's name (unique per run) and deleted after it, so
 * that the shared inbox other specs read stays as it was.
 */
export function sentEnquiries(state: SystemState) {
  const names: string[] = [];
  async function stored(name: string): Promise<Enquiry | undefined> {
    const api = await apiAs(state);
    const rows = await api.get<Enquiry[]>('/enquiries?page=1&limit=100');
    return rows.find((row) => row.user_name === name);
  }
  return {
    stored,
    /** Names a sender whose enquiry `forget` deletes. */
    sentBy: (name: string) => void names.push(name),
    async forget() {
      const api = await apiAs(state);
      for (const name of names.splice(0)) {
        const row = await stored(name);
        if (row) await api.delete(`/delete-enquiries/${row._id}`);
      }
    },
  };
}
