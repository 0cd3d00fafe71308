/** The overview module's messages to people, in one place until they move into the message catalogs. */
export const overviewMessages = {
  otherShop: "You can only see your own shop's figures.",
  shopNotFound: 'Shop not found',
  exportTooLong: 'Please choose a period of at most 400 days.',
} as const;
