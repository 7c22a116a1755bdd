import type { Method } from '@texbridge/shared/resources/define';
import { api } from '../config/runtime.ts';

/** One call by the method a contract names (the API client has a function per method). */
export function callApi<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const client = api();
  switch (method) {
    case 'GET':
      return client.get<T>(path);
    case 'POST':
      return client.post<T>(path, body);
    case 'PUT':
      return client.put<T>(path, body);
    case 'PATCH':
      return client.patch<T>(path, body);
    case 'DELETE':
      return client.delete<T>(path);
  }
}
