import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type Forge from 'node-forge';

/** What the mTLS connection to Swish is made with: PEM texts, checked at boot. */
export interface SwishCredentials {
  /** The client certificate, then any intermediate certificates that came with it. */
  cert: string;
  /** The private key, unencrypted, in memory only. */
  key: string;
  /** SWISH_CA's certificates (Swish's server CA, for the test environment); unset: the system's. */
  ca?: string;
  /** The client certificate's subject and end of validity, for the boot log. */
  subject: string;
  validTo: Date;
}

/** A certificate fault found at boot; the message names the variable and what is wrong. */
export class SwishCertificateError extends Error {}

const CLIENT_AUTH = '1.3.6.1.5.5.7.3.2';
const PEM_CERT = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;
const PEM_KEY =
  /-----BEGIN (?:RSA |EC |ENCRYPTED )?PRIVATE KEY-----[\s\S]+?-----END (?:RSA |EC |ENCRYPTED )?PRIVATE KEY-----/;
const day = (date: Date) => date.toISOString().slice(0, 10);

function read(variable: string, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new SwishCertificateError(`${variable}: cannot read ${file} (${code})`);
  }
}

/**
 * node-forge, required when a .p12 file is read rather than at every start: it is a megabyte of source
 * that every core process would otherwise keep in memory, and PEM files and unconfigured shops need none of it.
 */
const requireForge = () => createRequire(import.meta.url)('node-forge') as typeof Forge;

/** The key and certificates of a PKCS#12 (.p12) file as Swish's certificate portal hands them out. */
function fromPkcs12(bytes: Buffer, passphrase: string): { key: string; certs: string[] } {
  const forge = requireForge();
  let p12: Forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')));
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, passphrase);
  } catch (error) {
    const message = String((error as Error).message ?? error);
    if (/password|mac/i.test(message))
      throw new SwishCertificateError(
        'SWISH_CERT: wrong passphrase for the PKCS#12 file (set SWISH_CERT_PASSPHRASE to the password you chose when you downloaded the certificate)',
      );
    throw new SwishCertificateError(
      'SWISH_CERT is neither a PEM file (certificate and key) nor a PKCS#12 (.p12) file it can read',
    );
  }
  const bag = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const keyBag = [...bag(forge.pki.oids.pkcs8ShroudedKeyBag!), ...bag(forge.pki.oids.keyBag!)][0];
  if (!keyBag?.key)
    throw new SwishCertificateError(
      'SWISH_CERT: no private key could be read from the PKCS#12 file (convert it to PEM with openssl, see the plugin README)',
    );
  const certs = bag(forge.pki.oids.certBag!)
    .filter((entry) => entry.cert)
    .map((entry) => forge.pki.certificateToPem(entry.cert!));
  return { key: forge.pki.privateKeyToPem(keyBag.key), certs };
}

function privateKey(pem: string, passphrase: string | undefined): KeyObject {
  try {
    return createPrivateKey({ key: pem, passphrase: passphrase ?? '' });
  } catch {
    throw new SwishCertificateError(
      /ENCRYPTED/.test(pem)
        ? 'SWISH_CERT: wrong passphrase for the private key (SWISH_CERT_PASSPHRASE)'
        : 'SWISH_CERT: its private key cannot be read',
    );
  }
}

/**
 * Reads SWISH_CERT (a PKCS#12 file, or a PEM holding the certificate and its key) and SWISH_CA, and
 * refuses what Swish would refuse later, on the first payment: an expired or not yet valid certificate,
 * a wrong passphrase, a missing key or one of another certificate, a CA or server certificate.
 */
export function loadSwishCredentials(
  options: { cert: string; passphrase?: string; ca?: string },
  now = new Date(),
): SwishCredentials {
  const bytes = read('SWISH_CERT', options.cert);
  const text = bytes.toString('utf8');
  const pem = text.includes('-----BEGIN');
  const { key: keyPem, certs } = pem
    ? { key: PEM_KEY.exec(text)?.[0], certs: text.match(PEM_CERT) ?? [] }
    : fromPkcs12(bytes, options.passphrase ?? '');
  if (!certs.length) throw new SwishCertificateError('SWISH_CERT holds no certificate');
  if (!keyPem)
    throw new SwishCertificateError(
      'SWISH_CERT has no private key: the PEM must hold both the certificate and its key (see the plugin README)',
    );
  const key = privateKey(keyPem, options.passphrase);
  const parsed = certs.map((cert) => new X509Certificate(cert));
  const leaf = parsed.find((cert) => cert.checkPrivateKey(key));
  if (!leaf)
    throw new SwishCertificateError('SWISH_CERT: the private key does not belong to its certificate');
  const validTo = new Date(leaf.validTo);
  if (validTo <= now)
    throw new SwishCertificateError(
      `SWISH_CERT expired on ${day(validTo)} (${leaf.subject.replace(/\n/g, ', ')}): make a new certificate in Swish's certificate portal`,
    );
  const validFrom = new Date(leaf.validFrom);
  if (validFrom > now) throw new SwishCertificateError(`SWISH_CERT is not valid until ${day(validFrom)}`);
  if (leaf.ca || (leaf.keyUsage && !leaf.keyUsage.includes(CLIENT_AUTH)))
    throw new SwishCertificateError(
      'SWISH_CERT is not a client certificate (it is not made for TLS client authentication): use the certificate Swish issued to the marketplace',
    );
  let ca: string | undefined;
  if (options.ca) {
    ca = (read('SWISH_CA', options.ca).toString('utf8').match(PEM_CERT) ?? []).join('\n');
    if (!ca) throw new SwishCertificateError('SWISH_CA holds no PEM certificate');
  }
  const chain = [leaf.toString(), ...parsed.filter((cert) => cert !== leaf).map((cert) => cert.toString())];
  return {
    cert: chain.join('\n'),
    key: key.export({ format: 'pem', type: 'pkcs8' }).toString(),
    ca,
    subject: leaf.subject.replace(/\n/g, ', '),
    validTo,
  };
}
