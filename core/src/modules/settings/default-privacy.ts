/**
 * The privacy text a marketplace starts with, until its admin writes its own (Admin / Settings). It says what
 * the apps keep in the browser and why, as they do it: the session (`userInfo`), the cart (`cartItems`) and the
 * shipping address (`shippingAddress`) in localStorage, the language in the `lang` cookie, and a checkout's
 * one-time key in sessionStorage. None of it tracks anyone, which is why no cookie banner is needed.
 */
const privacy = {
  sv: `<h2>Integritet</h2>
<p>Vi sparar bara det som behövs för att du ska kunna handla: ditt konto, dina beställningar och det du själv väljer att spara. Hur vi behandlar personuppgifter står i vår <a href="/privacy_policy">integritetspolicy</a>.</p>
<h3>Det här sparas i din webbläsare</h3>
<ul>
<li><strong>Inloggning</strong> (<code>userInfo</code> i webbläsarens lokala lagring): ditt namn, din e-postadress och en inloggningsnyckel, så att du förblir inloggad mellan besöken. Tas bort när du loggar ut.</li>
<li><strong>Varukorg</strong> (<code>cartItems</code>): varorna i din varukorg, så att de finns kvar tills du beställer.</li>
<li><strong>Leveransadress</strong> (<code>shippingAddress</code>): adressen du angav i kassan, så att du slipper skriva den igen.</li>
<li><strong>Språk</strong> (kakan <code>lang</code>): språket du valt, så att sidan visas på det språket. Sparas i ett år.</li>
<li><strong>Kassan</strong> (<code>sessionStorage</code>): en engångsnyckel medan du lägger en beställning, så att den inte läggs två gånger. Försvinner när du stänger fliken.</li>
</ul>
<p>Inget av detta används för reklam, statistik eller för att följa dig mellan webbplatser, och vi använder inga spårningskakor. Allt som sparas behövs för att tjänsten du själv använder ska fungera, och därför behöver vi inte fråga om kakor. Du kan när som helst ta bort uppgifterna genom att logga ut och rensa webbplatsdata i din webbläsare.</p>`,
  en: `<h2>Privacy</h2>
<p>We keep only what you need to shop: your account, your orders and what you choose to save. How we handle personal data is described in our <a href="/privacy_policy">privacy policy</a>.</p>
<h3>What is stored in your browser</h3>
<ul>
<li><strong>Sign-in</strong> (<code>userInfo</code> in the browser's local storage): your name, your email address and a sign-in token, so that you stay signed in between visits. Removed when you sign out.</li>
<li><strong>Cart</strong> (<code>cartItems</code>): the items in your cart, so that they are still there when you order.</li>
<li><strong>Shipping address</strong> (<code>shippingAddress</code>): the address you gave at checkout, so that you need not type it again.</li>
<li><strong>Language</strong> (the <code>lang</code> cookie): the language you chose, so that pages are shown in it. Kept for a year.</li>
<li><strong>Checkout</strong> (<code>sessionStorage</code>): a one-time key while you place an order, so that it is not placed twice. Gone when you close the tab.</li>
</ul>
<p>None of it is used for advertising, statistics or following you across websites, and we use no tracking cookies. Everything stored is needed for the service you use to work, which is why we need not ask you about cookies. You can remove it at any time by signing out and clearing the site's data in your browser.</p>`,
};

/** The default privacy text in one of the marketplace's languages. */
export const defaultPrivacyText = (language: keyof typeof privacy) => privacy[language];
