import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { get, type RequestOptions } from 'node:https';
import ipaddr from 'ipaddr.js';
import { MAX_UPLOAD_BYTES } from '@torget/contract';
import { msg, type Message } from '../../../shared/messages';

/** Why an image URL of an import was refused; the import names its row. */
export class ImageFetchError extends Error {
  constructor(readonly text: Message) {
    super(text.id);
  }
}

const TIMEOUT_MS = 10_000;

/**
 * Only addresses on the public internet: never loopback, private, link-local (cloud metadata at
 * 169.254.169.254), carrier-grade NAT, multicast or reserved ranges, in IPv4 or IPv6 (an IPv4-mapped
 * IPv6 address is judged as the IPv4 it carries). ipaddr.js classifies the ranges.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/**
 * Resolves the host and refuses it unless every address is public. It is the lookup the connection
 * itself uses, so a name cannot resolve to a public address when checked and a private one when used.
 */
const publicLookup: RequestOptions['lookup'] = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 4);
    if (!addresses.length || !addresses.every((found) => isPublicAddress(found.address)))
      return callback(Object.assign(new Error('private address'), { code: 'PRIVATE_ADDRESS' }), '', 4);
    if ((options as { all?: boolean }).all)
      return (callback as never as (e: null, a: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/**
 * Fetches an image an import names by URL, held to what an upload is held to before the upload module
 * decodes it: https only, a public address, at most 4 MB (MAX_UPLOAD_BYTES, the upload limit). Redirects are
 * not followed (each hop would need the same checks; a catalogue's image links point at the files).
 */
export function fetchImage(url: string): Promise<Buffer> {
  const refused = (id: Parameters<typeof msg>[0]) => new ImageFetchError(msg(id, { url }));
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return Promise.reject(refused('productImport.imageNotHttps'));
  }
  if (parsed.protocol !== 'https:') return Promise.reject(refused('productImport.imageNotHttps'));
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  // A literal address is connected to without a lookup, so it is judged here.
  if (ipaddr.isValid(host) && !isPublicAddress(host))
    return Promise.reject(refused('productImport.imagePrivate'));
  return new Promise((resolve, reject) => {
    const request = get(parsed, { lookup: publicLookup, timeout: TIMEOUT_MS }, (response) => {
      const fail = (error: ImageFetchError) => {
        response.destroy();
        reject(error);
      };
      if (response.statusCode !== 200) return fail(refused('productImport.imageUnreachable'));
      if (Number(response.headers['content-length']) > MAX_UPLOAD_BYTES)
        return fail(refused('productImport.imageTooBig'));
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_UPLOAD_BYTES) fail(refused('productImport.imageTooBig'));
        else chunks.push(chunk);
      });
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', () => reject(refused('productImport.imageUnreachable')));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error: Error & { code?: string }) =>
      reject(
        refused(
          error.code === 'PRIVATE_ADDRESS' ? 'productImport.imagePrivate' : 'productImport.imageUnreachable',
        ),
      ),
    );
  });
}
