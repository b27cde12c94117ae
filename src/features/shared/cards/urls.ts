/** Where Enlivy posts the deliveries of cards destinations: `PUBLIC_URL/enlivy/events/<id>`. */
export const CARDS_PATH = '/enlivy/events';

export function cardsUrl(publicUrl: string, id: string): string {
  return `${publicUrl}${CARDS_PATH}/${id}`;
}

const CARDS_URL_PATH = /^\/enlivy\/events\/([A-Za-z0-9_-]{16,64})$/;

/** The cards id in a webhook URL of a cards destination (of this app, whatever its address). */
export function cardsIdOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return CARDS_URL_PATH.exec(new URL(url).pathname)?.[1];
  } catch {
    return undefined;
  }
}

/** A webhook URL of a cards destination (of this app, whatever its address). */
export function isCardsUrl(url: string | null | undefined): boolean {
  return cardsIdOf(url) !== undefined;
}
