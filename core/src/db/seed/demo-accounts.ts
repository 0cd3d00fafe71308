/** The demo accounts seeded into an empty database; the boot log and the README print them. */
export const demoAccounts = {
  admin: { name: 'Astrid Admin', email: 'admin@torget.se', password: 'torget-admin' },
  buyer: { name: 'Karin Kund', email: 'kund@torget.se', password: 'torget-kund' },
  seller: { name: 'Sven Säljare', email: 'butik@torget.se', password: 'torget-butik' },
} as const;

const shipping = (fullName: string, address: string, postalCode: string, city: string) => ({
  shippingFullName: fullName,
  shippingAddress: address,
  shippingPostalCode: postalCode,
  shippingCity: city,
  shippingCountry: 'Sverige',
});

/** Buyers who leave the demo reviews; they all use the buyer password above. */
export const demoBuyers = [
  {
    name: 'Karin Kund',
    email: 'kund@torget.se',
    shipping: shipping('Karin Kund', 'Storgatan 12', '411 38', 'Göteborg'),
  },
  {
    name: 'Olle Olsson',
    email: 'olle@torget.se',
    shipping: shipping('Olle Olsson', 'Vasagatan 3', '753 20', 'Uppsala'),
  },
  {
    name: 'Maria Berg',
    email: 'maria@torget.se',
    shipping: shipping('Maria Berg', 'Sveavägen 88', '113 59', 'Stockholm'),
  },
];
