/** The demo marketplace's shops: distinct looks, Swedish details, valid organisation numbers. */
export interface DemoShop {
  key: string;
  owner: { name: string; email: string };
  name: string;
  subtitle: string;
  description: string;
  colors: { brand: string; accent: string; light: string; text: string };
  address: string;
  postNumber: string;
  city: string;
  phone: string;
  organisationNumber: string;
  swishNumber: string;
  plan: 1 | 2;
  domain: string | null;
}

/** Every demo seller signs in with this password (the README lists it). */
export const DEMO_SELLER_PASSWORD = 'torget-butik';

export const demoShops: DemoShop[] = [
  {
    key: 'snickeri',
    owner: { name: 'Sven Säljare', email: 'butik@torget.se' },
    name: 'Svens Snickeri',
    subtitle: 'Handgjort trä från Dalarna',
    description:
      '<p>Skärbrädor, smörknivar och dalahästar, tillverkade för hand i Mora av <strong>svensk björk och ek</strong>.</p>',
    colors: { brand: '#2f4f2f', accent: '#c8a165', light: '#f4efe6', text: '#1e2b1e' },
    address: 'Kyrkogatan 4',
    postNumber: '792 30',
    city: 'Mora',
    phone: '0250-123 45',
    organisationNumber: '556016-0680',
    swishNumber: '1231181189',
    plan: 2,
    domain: 'butik.localhost',
  },
  {
    key: 'glas',
    owner: { name: 'Greta Glas', email: 'glas@torget.se' },
    name: 'Glasbruket i Kosta',
    subtitle: 'Munblåst glas sedan 1978',
    description: '<p>Vaser, skålar och glas blåsta i Glasriket. Varje föremål är unikt.</p>',
    colors: { brand: '#1b4965', accent: '#5fa8d3', light: '#e8f4fa', text: '#0b2233' },
    address: 'Stora vägen 12',
    postNumber: '365 43',
    city: 'Kosta',
    phone: '0478-501 20',
    organisationNumber: '556677-1233',
    swishNumber: '1232345678',
    plan: 2,
    domain: null,
  },
  {
    key: 'ull',
    owner: { name: 'Ulla Ull', email: 'ull@torget.se' },
    name: 'Ullboden',
    subtitle: 'Stickat från Gotland',
    description: '<p>Mössor, vantar och filtar i ull från gotländska pälsfår.</p>',
    colors: { brand: '#7b2d26', accent: '#e0a458', light: '#fbf1e6', text: '#3a1512' },
    address: 'Strandgatan 7',
    postNumber: '621 56',
    city: 'Visby',
    phone: '0498-21 33 44',
    organisationNumber: '559123-4561',
    swishNumber: '1233456789',
    plan: 1,
    domain: null,
  },
  {
    key: 'tradgard',
    owner: { name: 'Tore Trädgård', email: 'tradgard@torget.se' },
    name: 'Gröna Fingrar',
    subtitle: 'Frön, krukor och redskap',
    description:
      '<p>Allt för odlingen på balkongen och i kolonilotten. <em>Ekologiska fröer</em> från Skåne.</p>',
    colors: { brand: '#386641', accent: '#a7c957', light: '#f2f7e8', text: '#1b3320' },
    address: 'Möllevångsgatan 21',
    postNumber: '214 20',
    city: 'Malmö',
    phone: '040-12 34 56',
    organisationNumber: '556987-6542',
    swishNumber: '1234567890',
    plan: 2,
    domain: null,
  },
  {
    key: 'lek',
    owner: { name: 'Lisa Lek', email: 'lek@torget.se' },
    name: 'Leksakslådan',
    subtitle: 'Trä- och tygleksaker för små och stora',
    description: '<p>Hållbara leksaker som går i arv. Allt är CE-märkt och testat i Umeå.</p>',
    colors: { brand: '#5a189a', accent: '#ff9e00', light: '#f6effd', text: '#2a0a4a' },
    address: 'Rådhusesplanaden 3',
    postNumber: '903 28',
    city: 'Umeå',
    phone: '090-77 88 99',
    organisationNumber: '556345-6788',
    swishNumber: '1235678901',
    plan: 1,
    domain: null,
  },
];
