import { ApiError, type HttpMethod } from '../api-client';

/**
 * The portal's and widget's one way to call the API: the client's token as a Bearer header, never a
 * cookie, so a staff session in the same browser and a client identity never mix.
 */
export async function portalJson<T>(
  method: HttpMethod,
  url: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    credentials: 'omit',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new ApiError(response.status, (await response.text()) || response.statusText);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
