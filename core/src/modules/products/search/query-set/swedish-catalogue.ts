/**
 * A small catalogue with Swedish names, for the query set (swedish-queries.ts). Each product has a key
 * the queries name; prices tie where a test needs ties.
 */
export const swedishCatalogue: { key: string; name: string; price: number; id?: string }[] = [
  { key: 'ljuslykta', name: 'Ljuslykta Bärnsten', price: 249 },
  { key: 'skärbräda', name: 'Skärbräda ek', price: 395 },
  { key: 'smörkniv', name: 'Smörkniv i björk', price: 89 },
  { key: 'dalahäst-röd', name: 'Dalahäst röd 12 cm', price: 450 },
  { key: 'dalahäst-blå', name: 'Dalahäst blå 8 cm', price: 320 },
  { key: 'klossar', name: 'Klossar i trä 30 st', price: 299 },
  { key: 'träskål', name: 'Träskål oljad', price: 179 },
  { key: 'kaffekopp', name: 'Kaffekopp stengods', price: 149 },
  { key: 'tekanna', name: 'Tekanna gjutjärn', price: 599 },
  { key: 'ullpläd', name: 'Ullpläd grå', price: 899 },
  { key: 'stol', name: 'Stol Lindö ek', price: 1295 },
  { key: 'barnstol', name: 'Barnstol vit', price: 995 },
  { key: 'trädgårdsstol', name: 'Trädgårdsstol järn', price: 1495 },
  { key: 'stor-vas', name: 'Stor vas glas', price: 495 },
  { key: 'vas-nordisk', name: 'Vas Nordisk', price: 295 },
  { key: 'bordslampa', name: 'Bordslampa mässing', price: 1195 },
  { key: 'golvlampa', name: 'Golvlampa svart', price: 1795 },
  { key: 'glasögonfodral', name: 'Glasögonfodral läder', price: 199 },
  { key: 'kökshandduk', name: 'Kökshandduk lin', price: 129 },
  { key: 'grytlapp', name: 'Grytlapp blå', price: 79 },
  { key: 'örngott', name: 'Örngott linne', price: 249 },
  { key: 'ostkniv', name: 'Ostkniv rostfri', price: 99 },
  { key: 'kostym', name: 'Kostym ull', price: 2995 },
  { key: 'mössa', name: 'Mössa stickad', price: 199 },
  { key: 'handskar', name: 'Handskar skinn', price: 349 },
  // A tie on price: the exact match must come before the folded one whatever their ids say.
  { key: 'trasmatta', name: 'Trasmatta randig', price: 100, id: 'ffffffff-0000-4000-8000-000000000001' },
  { key: 'träbricka', name: 'Träbricka rund', price: 100, id: '00000000-0000-4000-8000-000000000001' },
];
