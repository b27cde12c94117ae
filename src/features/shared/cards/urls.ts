/** Where Enlivy posts the deliveries of cards destinations: `PUBLIC_URL/enlivy/events/<id>`. */
export const CARDS_PATH = '/enlivy/events';

export function cardsUrl(publicUrl: string, id: string): string {
  return `${publicUrl}${CARDS_PATH}/${id}`;
}

/** A webhook URL of a cards destination (of this app, whatever its address). */
export function isCardsUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  try {
    return /^\/enlivy\/events\/[A-Za-z0-9_-]{16,64}$/.test(new URL(url).pathname);
  } catch {
    return false;
  }
}
