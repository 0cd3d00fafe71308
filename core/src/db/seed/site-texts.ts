/**
 * Site texts for a fresh marketplace; admins edit them under Admin / Settings. The privacy text and the terms
 * of purchase are left to their defaults, served in the reader's language (settings/default-*.ts).
 */
export const demoSiteTexts = {
  aboutText:
    '<h2>Om Torget</h2><p>Torget is an open marketplace where Swedish shops sell directly to you. Every shop has its own page, its own look and its own way to get paid.</p>',
  becomeSellerText1:
    '<h2>Sälj på Torget</h2><p>Öppna din egen butik på några minuter. Välj färger, logga och banner, och ta betalt med Swish eller PayPal.</p>',
  becomeSellerText2: '<p>Välj den plan som passar din butik. Du kan börja gratis.</p>',
  privacyPolicyText:
    '<h2>Integritetspolicy</h2><p>Personuppgifter behandlas enligt GDPR. Du kan när som helst begära ut eller radera dina uppgifter.</p>',
};
