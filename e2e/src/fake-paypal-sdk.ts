/**
 * A stand-in for PayPal's JS SDK (https://www.paypal.com/sdk/js), which the browser cannot fetch here: the
 * documented `paypal.Buttons({ createOrder, onApprove })` with `isEligible`, `render` and `close`. Its one
 * button asks the app for the PayPal order id, has the payer approve it at the fake PayPal (through
 * www.paypal.com, which the page's CSP allows; the journey routes it to the fake), and reports the approval to
 * the app as PayPal's buttons do — the server then captures and verifies it with the fake API.
 */
export const fakePayPalSdk = () => `
window.paypal = {
  version: 'fake',
  Buttons(options) {
    return {
      isEligible: () => true,
      close: () => Promise.resolve(),
      updateProps: () => Promise.resolve(),
      render(container) {
        const host = typeof container === 'string' ? document.querySelector(container) : container;
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal (fake checkout)';
        button.onclick = async () => {
          const orderID = await options.createOrder({}, {});
          await fetch('https://www.paypal.com/fake-approve/' + orderID, { method: 'POST' });
          await options.onApprove({ orderID, payerID: 'FAKEPAYER' }, {});
        };
        host.appendChild(button);
        return Promise.resolve();
      },
    };
  },
};
`;
