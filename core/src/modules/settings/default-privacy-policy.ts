/**
 * The privacy policy a marketplace starts with, until its admin writes its own (Admin / Settings). It says in
 * the reader's words what docs/privacy.md lists for developers (generated from privacy/privacy-map.ts): what
 * Torget keeps, why, and for how long, and how a person gets or erases it. The marketplace names itself and
 * adapts the text; this is a starting point, not legal advice.
 */
const policy = {
  sv: `<h2>Integritetspolicy</h2>
<p>Den som driver marknadsplatsen är personuppgiftsansvarig för uppgifterna nedan. Varje butik ansvarar dessutom för sina egna kunduppgifter i sin bokföring.</p>
<h3>Vad vi sparar, varför och hur länge</h3>
<ul>
<li><strong>Ditt konto</strong>: namn, e-postadress, lösenord (krypterat), språk och sparad leveransadress, för att du ska kunna handla och få e-post. Så länge du har kontot.</li>
<li><strong>Beställningar</strong>: varor, belopp, betalningar, återbetalningar och ångerköp, och namn och adress för leveransen. Bokföringslagen kräver att kvitton sparas i sju år efter räkenskapsårets slut; ditt namn och din adress tas bort från ordern när den är avslutad och du raderar ditt konto, annars efter sju år.</li>
<li><strong>Recensioner</strong> du skriver visas med ditt namn. Raderar du kontot väljer du om de tas bort eller visas som "Tidigare kund".</li>
<li><strong>Anmälningar</strong> av olagligt innehåll: ditt namn och din e-postadress, för att kunna svara dig. Säljaren får aldrig veta vem som anmält.</li>
<li><strong>För säljare</strong>: butikens uppgifter, handlaruppgifter (betalkonto, försäkran och en kopia av en id-handling, som bara administratörer ser) enligt EU:s rättsakt om digitala tjänster, och skatteuppgifter som lagen om plattformsoperatörer (DAC7) kräver. Id-kopian och betalkontot raderas sex månader efter att butiken stängt; skatteuppgifter och det som rapporterats till Skatteverket sparas i tio år.</li>
<li><strong>Tekniska uppgifter</strong>: länkar för nytt lösenord (raderas ett dygn efter att de gått ut), gränser mot upprepade inloggningsförsök (tills de löper ut) och serverloggar med IP-adress, för att tjänsten ska fungera och vara säker.</li>
</ul>
<h3>Dina rättigheter</h3>
<p>Under <strong>Mina uppgifter</strong> i din profil kan du ladda ner allt vi har om dig (en fil som är giltig i 24 timmar) och radera ditt konto. Kontot raderas direkt, utom det som bokföringen kräver. Du kan också begära rättelse, och klaga hos Integritetsskyddsmyndigheten (IMY).</p>`,
  en: `<h2>Privacy policy</h2>
<p>Whoever runs the marketplace is the controller of the data below. Each shop is also responsible for its own customers' data in its bookkeeping.</p>
<h3>What we keep, why and for how long</h3>
<ul>
<li><strong>Your account</strong>: name, email address, password (hashed), language and saved delivery address, so that you can shop and receive mail. As long as you have the account.</li>
<li><strong>Orders</strong>: items, amounts, payments, refunds and withdrawals, and the name and address for delivery. The Swedish Bookkeeping Act requires receipts to be kept for seven years after the end of the financial year; your name and address are removed from a settled order when you delete your account, and otherwise after seven years.</li>
<li><strong>Reviews</strong> you write are shown with your name. If you delete your account you choose whether they are removed or shown as "Former customer".</li>
<li><strong>Reports</strong> of illegal content: your name and email address, so that we can answer you. The seller is never told who reported.</li>
<li><strong>For sellers</strong>: the shop's details, trader details (payment account, self-certification and a copy of an ID document that only administrators see) as the EU's Digital Services Act requires, and the tax details the Swedish law on platform operators (DAC7) requires. The ID copy and the payment account are erased six months after the shop closes; tax details and what was reported to the Swedish Tax Agency are kept for ten years.</li>
<li><strong>Technical data</strong>: password reset links (deleted a day after they expire), limits on repeated sign-in attempts (until they expire) and server logs with IP addresses, so that the service works and stays secure.</li>
</ul>
<h3>Your rights</h3>
<p>Under <strong>My data</strong> in your profile you can download everything we hold about you (a file valid for 24 hours) and delete your account. The account is deleted at once, except what the bookkeeping requires. You can also ask for corrections, and complain to the Swedish Authority for Privacy Protection (IMY).</p>`,
};

/** The default privacy policy in one of the marketplace's languages. */
export const defaultPrivacyPolicy = (language: keyof typeof policy) => policy[language];
