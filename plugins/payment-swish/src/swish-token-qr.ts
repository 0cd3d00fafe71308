/**
 * Swish's QR code API for commerce tokens (`POST {SWISH_QR_URL}/api/v1/commerce`): a PNG of the
 * payment request's token, for paying from another device than the one the order page is on. It is
 * a convenience: any failure answers undefined and the app switch goes on without a code.
 */
export async function tokenQrCode(qrUrl: string, token: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${qrUrl.replace(/\/$/, '')}/api/v1/commerce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, format: 'png', size: 300 }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok || !response.headers.get('content-type')?.startsWith('image/png')) return undefined;
    return `data:image/png;base64,${Buffer.from(await response.arrayBuffer()).toString('base64')}`;
  } catch {
    return undefined;
  }
}
