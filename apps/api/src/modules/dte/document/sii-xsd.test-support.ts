import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

// The SII's own schemas (sii-xsd/, as the SII publishes them in schema_dte.zip of 2011-05-30, mirrored by
// cl-sii-extraoficial/archivos-oficiales) run through libxml2's validator (xmllint compiled to wasm, so the
// tests need nothing installed). The boleta's (EnvioBOLETA_v11.xsd, from schema_envio_bol.zip) comes from
// the mirror zetta-biz/sii-xsd-schemas (sii-xsd/README.md).

const DIR = join(import.meta.dirname, 'sii-xsd');
const FILES = [
  'DTE_v10.xsd',
  'EnvioDTE_v10.xsd',
  'EnvioBOLETA_v11.xsd',
  'SiiTypes_v10.xsd',
  'xmldsignature_v10.xsd',
] as const;
const preload = FILES.map((fileName) => ({ fileName, contents: readFileSync(join(DIR, fileName)) }));

/** libxml2's errors for the XML (ISO-8859-1 bytes, as signed) against one of the SII's schemas; [] when valid. */
export async function siiSchemaErrors(
  bytes: Buffer,
  schema: 'DTE_v10.xsd' | 'EnvioDTE_v10.xsd' | 'EnvioBOLETA_v11.xsd',
): Promise<string[]> {
  const entry = preload.find((f) => f.fileName === schema);
  if (!entry) throw new Error(`sin esquema ${schema}`);
  const result = await validateXML({
    xml: { fileName: 'documento.xml', contents: bytes },
    schema: entry,
    preload: preload.filter((f) => f !== entry),
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}
