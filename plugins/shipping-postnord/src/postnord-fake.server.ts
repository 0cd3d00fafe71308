import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PostNordServicePoint } from './postnord.client';

const PATH = '/rest/businesslocation/v5/servicepoints/nearest/byaddress';

/**
 * The town of a Swedish postal code's first two digits, for the larger towns: enough for demo points to lie
 * where the buyer lives (222 22 is Lund, not Malmö). Other codes get the region's city by the first digit.
 */
const TOWNS: Record<string, string> = {
  '10': 'Stockholm',
  '11': 'Stockholm',
  '20': 'Malmö',
  '21': 'Malmö',
  '22': 'Lund',
  '25': 'Helsingborg',
  '29': 'Kristianstad',
  '30': 'Halmstad',
  '35': 'Växjö',
  '37': 'Karlskrona',
  '39': 'Kalmar',
  '40': 'Göteborg',
  '41': 'Göteborg',
  '50': 'Borås',
  '55': 'Jönköping',
  '58': 'Linköping',
  '60': 'Norrköping',
  '61': 'Nyköping',
  '62': 'Visby',
  '63': 'Eskilstuna',
  '65': 'Karlstad',
  '70': 'Örebro',
  '72': 'Västerås',
  '75': 'Uppsala',
  '79': 'Mora',
  '80': 'Gävle',
  '83': 'Östersund',
  '85': 'Sundsvall',
  '90': 'Umeå',
  '93': 'Skellefteå',
  '97': 'Luleå',
  '98': 'Kiruna',
};
const REGIONS = [
  '',
  'Stockholm',
  'Malmö',
  'Växjö',
  'Göteborg',
  'Jönköping',
  'Norrköping',
  'Västerås',
  'Gävle',
  'Umeå',
];

/** The made-up points near every postal code: ombud in shops, and parcel lockers (type 2). */
const PLACES = [
  { name: 'Demoombud Livs Centrum', street: 'Storgatan', typeId: 25, distance: 350 },
  { name: 'Demo-paketskåp Stationen', street: 'Järnvägsgatan', typeId: 2, distance: 620 },
  { name: 'Demoombud Kiosken Torget', street: 'Torggatan', typeId: 25, distance: 910 },
  { name: 'Demoombud Bensinstationen', street: 'Industrivägen', typeId: 25, distance: 1480 },
  { name: 'Demo-paketskåp Köpcentret', street: 'Handelsvägen', typeId: 2, distance: 2150 },
  { name: 'Demoombud Matbutiken Väster', street: 'Västra vägen', typeId: 25, distance: 2730 },
  { name: 'Demo-företagscenter', street: 'Terminalvägen', typeId: 24, distance: 4100 },
];

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function pointsNear(postalCode: string): PostNordServicePoint[] {
  const city = TOWNS[postalCode.slice(0, 2)] ?? (REGIONS[Number(postalCode[0])] || 'Stockholm');
  return PLACES.map((place, at) => ({
    servicePointId: `${postalCode}${String(at + 1).padStart(2, '0')}`,
    name: place.name,
    routeDistance: place.distance,
    visitingAddress: {
      streetName: place.street,
      streetNumber: String(3 + at * 7),
      postalCode: postalCode.slice(0, 3) + String((Number(postalCode.slice(3)) + at) % 100).padStart(2, '0'),
      city,
      countryCode: 'SE',
    },
    openingHours: {
      postalServices: WEEK.map((day, index) =>
        place.typeId === 2
          ? { openDay: day, openTime: '0000', closeDay: day, closeTime: '2359' }
          : {
              openDay: day,
              openTime: index < 5 ? '0800' : '1000',
              closeDay: day,
              closeTime: index < 5 ? '2100' : '1800',
            },
      ),
    },
    type: { typeId: place.typeId, typeName: place.typeId === 2 ? 'Parcel Box Location' : 'Servicepoint' },
  }));
}

/** PostNord's error answer shape (a composite fault with codes and texts). */
const fault = (code: string, text: string) => ({
  servicePointInformationResponse: {
    compositeFault: { faults: [{ faultCode: code, explanationText: text }] },
  },
});

/**
 * A local fake of PostNord's Business Location API v5 `servicepoints/nearest/byaddress`, following its
 * published request (apikey, returnType=json, countryCode, postalCode, numberOfServicePoints, typeId) and
 * answer (`servicePointInformationResponse.servicePoints[]`, nearest first). The plugin's tests run against it,
 * and the demo runs on it when no POSTNORD_API_KEY is set: its points are made up and named "Demo…".
 */
export class PostNordFake {
  readonly apiKey = randomBytes(16).toString('hex');
  /** The query of every request, for tests to check what was sent. */
  readonly requests: Record<string, string>[] = [];
  private server: Server | undefined;
  private stalled: ServerResponse[] | undefined;
  url = '';

  async start(): Promise<string> {
    if (this.server) return this.url;
    const server = createServer((request, response) => this.handle(request, response));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // The demo's fake lives as long as the app and must not keep a stopping process alive.
    server.unref();
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.resume();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }

  /** From now on requests get no answer (a carrier having a bad day) until `resume`. */
  stall(): () => void {
    this.stalled ??= [];
    return () => this.resume();
  }

  private resume(): void {
    const waiting = this.stalled ?? [];
    this.stalled = undefined;
    for (const response of waiting)
      if (!response.destroyed) this.send(response, 503, fault('API-503', 'Resumed'));
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    if (request.method !== 'GET' || url.pathname !== PATH)
      return this.send(response, 404, fault('API-404', 'Not found'));
    this.requests.push(query);
    if (this.stalled) {
      this.stalled.push(response);
      return;
    }
    if (query.apikey !== this.apiKey) return this.send(response, 403, fault('API-403', 'Invalid apikey'));
    if (query.returnType !== 'json')
      return this.send(response, 400, fault('API-001', 'returnType must be json or xml'));
    if (!query.countryCode) return this.send(response, 400, fault('API-002', 'countryCode is required'));
    if (!/^\d{5}$/.test(query.postalCode ?? ''))
      return this.send(response, 400, fault('API-003', 'postalCode is not a valid postal code'));
    const count = Number(query.numberOfServicePoints ?? 5);
    const types = query.typeId ? query.typeId.split(',').map(Number) : undefined;
    const points =
      query.countryCode === 'SE'
        ? pointsNear(query.postalCode!)
            .filter((point) => !types || types.includes(point.type!.typeId))
            .slice(0, count)
        : [];
    this.send(response, 200, {
      servicePointInformationResponse: { customerSupports: [], servicePoints: points },
    });
  }

  private send(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
    response.end(JSON.stringify(body));
  }
}
