/** Site texts for a fresh marketplace; admins edit them under Admin / Settings. */
export const demoSiteTexts = {
  aboutText:
    '<h2>Om Torget</h2><p>Torget is an open marketplace where Swedish shops sell directly to you. Every shop has its own page, its own look and its own way to get paid.</p>',
  privacyText:
    '<p>We keep only what we need to run your account and deliver your orders. Read the full <a href="/privacy_policy">privacy policy</a>.</p>',
  becomeSellerText1:
    '<h2>Sälj på Torget</h2><p>Öppna din egen butik på några minuter. Välj färger, logga och banner, och ta betalt med Swish eller PayPal.</p>',
  becomeSellerText2: '<p>Välj den plan som passar din butik. Du kan börja gratis.</p>',
  privacyPolicyText:
    '<h2>Integritetspolicy</h2><p>Personuppgifter behandlas enligt GDPR. Du kan när som helst begära ut eller radera dina uppgifter.</p>',
};
