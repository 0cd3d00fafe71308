/** The demo accounts seeded into an empty database; the boot log and the README print them. */
export const demoAccounts = {
  admin: { name: 'Astrid Admin', email: 'admin@torget.se', password: 'torget-admin' },
  buyer: { name: 'Karin Kund', email: 'kund@torget.se', password: 'torget-kund' },
  seller: { name: 'Sven Säljare', email: 'butik@torget.se', password: 'torget-butik' },
} as const;
