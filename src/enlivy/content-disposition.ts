/**
 * The file name from a Content-Disposition header (`filename*=UTF-8''…` preferred over
 * `filename="…"`), reduced to a safe base name; `fallback` when absent or unusable.
 */
export function filenameFromDisposition(
  header: string | string[] | undefined,
  fallback: string,
): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return fallback;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(value)?.[1];
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(value);
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  const safe = name
    ?.split(/[\\/]/)
    .pop()
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    ?.replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim();
  return safe && safe !== '.' && safe !== '..' ? safe : fallback;
}
