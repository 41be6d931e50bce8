import { endRejectedSession } from '../../auth/utils/session-expiry';
import { readAuthToken } from '../../auth/utils/session-storage';

/** An export the server refused or that never arrived, with the message to show. */
export class ExportError extends Error {}

/** The file name of a Content-Disposition header (quoted or not), else the fallback. */
export function dispositionFileName(header: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** What a refusal says: the API's `{ error }` text, else the status. */
async function refusalMessage(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { error?: unknown };
    if (typeof body.error === 'string' && body.error) return body.error;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  return `The server answered ${res.status}`;
}

/**
 * Fetches an /api/v1 export with the session's bearer token and saves it through an object URL (the
 * browser's download). A refused token ends the session as every other call does; any refusal throws an
 * ExportError with the server's message.
 */
export async function downloadExport(path: string, options: { body?: unknown; fallbackName: string }): Promise<string> {
  const token = readAuthToken();
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, {
      method: options.body === undefined ? 'GET' : 'POST',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  } catch {
    throw new ExportError('The server could not be reached');
  }
  if (res.status === 401) endRejectedSession(token);
  if (!res.ok) throw new ExportError(await refusalMessage(res));
  const name = dispositionFileName(res.headers.get('content-disposition'), options.fallbackName);
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the download; a later revoke keeps slow browsers safe.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}
