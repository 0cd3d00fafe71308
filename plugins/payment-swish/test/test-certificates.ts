import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';

interface Issued {
  certPem: string;
  keyPem: string;
  cert: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
}

const DAY = 24 * 60 * 60 * 1000;

function rsaKeys() {
  // Node's native key generation: forge's pure-JS RSA takes seconds per key.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
    publicKey: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
  };
}

function issue(options: {
  commonName: string;
  issuer?: Issued;
  ca?: boolean;
  usage?: 'client' | 'server';
  notBefore?: Date;
  notAfter?: Date;
}): Issued {
  const keys = rsaKeys();
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = options.notBefore ?? new Date(Date.now() - DAY);
  cert.validity.notAfter = options.notAfter ?? new Date(Date.now() + 365 * DAY);
  const subject = [
    { name: 'commonName', value: options.commonName },
    { name: 'countryName', value: 'SE' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(options.issuer ? options.issuer.cert.subject.attributes : subject);
  const extensions: object[] = [{ name: 'basicConstraints', cA: options.ca === true }];
  if (options.usage === 'client') extensions.push({ name: 'extKeyUsage', clientAuth: true });
  if (options.usage === 'server') {
    extensions.push({ name: 'extKeyUsage', serverAuth: true });
    extensions.push({
      name: 'subjectAltName',
      altNames: [
        { type: 7, ip: '127.0.0.1' },
        { type: 2, value: 'localhost' },
      ],
    });
  }
  if (options.ca) extensions.push({ name: 'keyUsage', keyCertSign: true, cRLSign: true });
  cert.setExtensions(extensions);
  cert.sign(options.issuer?.key ?? keys.privateKey, forge.md.sha256.create());
  return {
    cert,
    key: keys.privateKey,
    certPem: forge.pki.certificateToPem(cert),
    keyPem: forge.pki.privateKeyToPem(keys.privateKey),
  };
}

/**
 * Certificates as Swish's test environment hands them out, made fresh for a test run: a CA for the
 * server (SWISH_CA), Swish's server certificate, and the marketplace's client certificates — as PEM
 * and as a passphrase-protected PKCS#12 file, plus broken ones (expired, not a client certificate, a
 * PEM without its key) for the boot checks. Files live in a temporary folder.
 */
export function makeSwishCertificates() {
  const dir = mkdtempSync(path.join(tmpdir(), 'swish-certs-'));
  const write = (name: string, content: string | Buffer) => {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    return file;
  };
  const ca = issue({ commonName: 'Fake Swish Root CA', ca: true });
  const server = issue({ commonName: 'cpc.getswish.test', issuer: ca, usage: 'server' });
  const client = issue({ commonName: 'Torget technical supplier 1234679304', issuer: ca, usage: 'client' });
  const expired = issue({
    commonName: 'Torget expired',
    issuer: ca,
    usage: 'client',
    notBefore: new Date('2024-01-01T00:00:00Z'),
    notAfter: new Date('2025-06-30T12:00:00Z'),
  });
  const serverOnly = issue({ commonName: 'Torget wrong usage', issuer: ca, usage: 'server' });
  const passphrase = 'swish-test-passphrase';
  const p12 = forge.pkcs12.toPkcs12Asn1(client.key, [client.cert, ca.cert], passphrase, {
    algorithm: '3des',
  });
  return {
    dir,
    passphrase,
    /** For the fake server: its key and certificate, and the CA it trusts client certificates from. */
    server: { key: server.keyPem, cert: server.certPem, ca: ca.certPem },
    caFile: write('swish-ca.pem', ca.certPem),
    clientPem: write('client.pem', client.certPem + client.keyPem),
    clientP12: write('client.p12', Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary')),
    expiredPem: write('expired.pem', expired.certPem + expired.keyPem),
    serverOnlyPem: write('server-only.pem', serverOnly.certPem + serverOnly.keyPem),
    certOnlyPem: write('cert-only.pem', client.certPem),
    /** A client certificate the fake's CA never signed: Swish refuses it in the TLS handshake. */
    strangerPem: (() => {
      const other = issue({ commonName: 'Other CA', ca: true });
      const stranger = issue({ commonName: 'Stranger', issuer: other, usage: 'client' });
      return write('stranger.pem', stranger.certPem + stranger.keyPem);
    })(),
  };
}

export type SwishCertificates = ReturnType<typeof makeSwishCertificates>;
