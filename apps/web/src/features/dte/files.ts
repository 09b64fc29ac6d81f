// How the browser reads the two files of Configuraciones / Empresa (issue 34).

/** A .p12/.pfx as base64, what the API takes. */
export async function fileAsBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * A CAF as text. The SII writes them in ISO-8859-1 (its razón social may carry accents), so the encoding its
 * XML declaration names is used; UTF-8 when it names none.
 */
export async function xmlFileText(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /encoding=["']([\w-]+)["']/i.exec(head)?.[1]?.toLowerCase();
  const encoding = declared && declared !== 'utf-8' && declared !== 'utf8' ? 'latin1' : 'utf-8';
  return new TextDecoder(encoding).decode(bytes);
}
