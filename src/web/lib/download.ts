import { apiRequest } from './api-client';

function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

/**
 * GET `url` and save the answer as a file (named by its Content-Disposition, else `fallback`). Fetched first,
 * so a refusal throws with its message instead of saving an error page. Returns the file's name.
 */
export async function downloadFile(url: string, fallback: string): Promise<string> {
  const response = await apiRequest('GET', url);
  const fileName = fileNameFrom(response.headers.get('Content-Disposition'), fallback);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
  return fileName;
}
