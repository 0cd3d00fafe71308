/** A compiled catalog from the `torgetMessages` Vite plugin (i18n/src/vite-plugin.ts). */
declare module 'virtual:torget-messages/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}
