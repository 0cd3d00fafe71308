/**
 * The terms of purchase a marketplace starts with, until its admin writes its own (Admin / Settings). They
 * describe how buying on Torget works as the app implements it; the marketplace adapts them to itself.
 */
const terms = {
  sv: `<h2>Köpvillkor</h2>
<p>Torget är en marknadsplats där fristående butiker säljer till dig. När du handlar ingår du avtalet med den butik som säljer varan. Butikens namn, organisationsnummer, momsregistreringsnummer, adress och kontaktuppgifter står på varje produktsida och på butikens sida.</p>
<h3>Priser och moms</h3>
<p>Alla priser anges i svenska kronor inklusive moms. Frakten visas innan du beställer. En butik som inte är momsregistrerad tar inte ut moms, och det står då på butikens sidor och på kvittot.</p>
<h3>Beställning och betalning</h3>
<p>Avtalet gäller när du har lagt beställningen. Du får en orderbekräftelse med kvitto per e-post. Du betalar med något av de betalsätt som butiken erbjuder.</p>
<h3>Leverans</h3>
<p>Butiken skickar varorna till adressen du anger och meddelar dig när beställningen har skickats.</p>
<h3>Ångerrätt</h3>
<p>Du har rätt att ångra köpet inom 14 dagar från den dag du tog emot varorna. Det gör du enklast med knappen <strong>Ångra köpet här</strong> på orderns sida, där du väljer vilka varor du ångrar. Du får genast en bekräftelse per e-post.</p>
<p>Skicka tillbaka varorna till butiken inom 14 dagar från att du ångrade köpet. Butiken betalar tillbaka vad du betalat för varorna, inklusive den vanliga frakten, senast 14 dagar efter att du ångrade köpet, med samma betalsätt som du använde. Butiken får vänta med återbetalningen tills den har fått tillbaka varorna eller du har visat att du skickat dem. Kostnaden för att skicka tillbaka varorna betalar du, om inte butiken har sagt något annat.</p>
<p>Ångerrätten gäller inte till exempel varor som snabbt blir dåliga, varor som tillverkats efter dina önskemål eller förseglade hygienvaror vars förpackning har brutits.</p>
<h3>Reklamation</h3>
<p>Är en vara felaktig har du rätt att reklamera den i tre år från att du tog emot den. Kontakta butiken inom skälig tid efter att du upptäckt felet; två månader räknas alltid som skälig tid.</p>
<h3>Personuppgifter</h3>
<p>Hur vi behandlar dina uppgifter står i vår <a href="/privacy_policy">integritetspolicy</a>.</p>
<h3>Om något går fel</h3>
<p>Kontakta först butiken. Kommer ni inte överens kan du vända dig till Allmänna reklamationsnämnden (ARN), www.arn.se.</p>`,
  en: `<h2>Terms of purchase</h2>
<p>Torget is a marketplace where independent shops sell to you. When you buy, your contract is with the shop that sells the item. The shop's legal name, organisation number, VAT number, address and contact details are shown on every product page and on the shop's page.</p>
<h3>Prices and VAT</h3>
<p>All prices are in Swedish kronor and include VAT. Shipping is shown before you order. A shop that is not registered for VAT charges no VAT; its pages and your receipt then say so.</p>
<h3>Ordering and payment</h3>
<p>The contract is made when you place the order. You receive an order confirmation with a receipt by email. You pay with one of the methods the shop offers.</p>
<h3>Delivery</h3>
<p>The shop sends the items to the address you give and tells you when the order has been sent.</p>
<h3>Right of withdrawal</h3>
<p>You may withdraw from the purchase within 14 days from the day you received the items. The easiest way is the <strong>Withdraw from contract here</strong> button on the order's page, where you choose the items you withdraw from. You receive a confirmation by email at once.</p>
<p>Send the items back to the shop within 14 days of withdrawing. The shop refunds what you paid for them, including standard shipping, within 14 days of your withdrawal, with the payment method you used. The shop may wait with the refund until it has the items back or you have shown that you sent them. You pay for sending the items back unless the shop has said otherwise.</p>
<p>The right of withdrawal does not cover, for example, items that spoil quickly, items made to your specifications, or sealed hygiene items whose seal has been broken.</p>
<h3>Complaints</h3>
<p>If an item is faulty, you may complain about it for three years from receiving it. Contact the shop within a reasonable time of finding the fault; two months is always reasonable.</p>
<h3>Personal data</h3>
<p>How we handle your data is described in our <a href="/privacy_policy">privacy policy</a>.</p>
<h3>If something goes wrong</h3>
<p>Contact the shop first. If you cannot agree, you can turn to the National Board for Consumer Disputes (ARN), www.arn.se.</p>`,
};

export type TermsLanguage = keyof typeof terms;

/** The default terms in one of the marketplace's languages. */
export const defaultTermsText = (language: TermsLanguage) => terms[language];

/**
 * The language of the default terms for a reader: English when their first listed language is English,
 * Swedish otherwise (the marketplace's own language).
 */
export function termsLanguage(acceptLanguage: string | undefined): TermsLanguage {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'en' || first.startsWith('en-') ? 'en' : 'sv';
}
