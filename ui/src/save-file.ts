/** Hands a file the API answered (a CSV, an XML report, a template) to the browser as a download named `name`. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download; the file's URL is freed once it surely has it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
