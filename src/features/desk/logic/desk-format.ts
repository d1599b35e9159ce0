/** Times on the desk: the date and the minute. */
export const deskTime = (at: number) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(at);

/** The customer of an order, as the desk lists it. */
export const customerOf = (billing: { firstname: string; lastname: string; email: string }) =>
  `${billing.firstname} ${billing.lastname}`.trim() || billing.email || 'Unknown';
