/**
 * A certificate made for one audit run, so the site can be served over HTTPS (HTTP/2 needs TLS in browsers) without a
 * certificate on disk or a change to the machine's trust store. Chromium is told to trust this one key only, by its
 * SPKI hash, which is narrower than ignoring every certificate error.
 */
import { createHash, X509Certificate } from 'node:crypto';

/** The part of `selfsigned` (installed in tools/audit/ on first use) used here. */
type Selfsigned = { generate(attrs: object[], opts: object): Promise<{ private: string; cert: string }> };
// The module name is held in a variable: the type-check of a fresh clone, which has not installed it, never looks it up.
const SELFSIGNED = 'selfsigned';

export interface RunCertificate {
  key: string;
  cert: string;
  /** base64 of the SHA-256 of the certificate's SubjectPublicKeyInfo, as --ignore-certificate-errors-spki-list takes it. */
  spki: string;
}

/** A fresh key and self-signed certificate for 127.0.0.1 and localhost, valid for a day. */
export async function makeCertificate(): Promise<RunCertificate> {
  const selfsigned = (await import(SELFSIGNED)) as Selfsigned;
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 24 * 3600 * 1000),
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
      { name: 'extKeyUsage', serverAuth: true },
    ],
  });
  const der = new X509Certificate(pems.cert).publicKey.export({ type: 'spki', format: 'der' });
  return { key: pems.private, cert: pems.cert, spki: createHash('sha256').update(der).digest('base64') };
}
