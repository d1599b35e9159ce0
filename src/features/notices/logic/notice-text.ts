import type { Notice, NoticeParams } from '../types';

/** A path of this shop: nothing that leaves it. */
const isShopPath = (link: unknown): link is string =>
  typeof link === 'string' && link.startsWith('/') && !link.startsWith('//');

const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

const isFact = (value: unknown): value is string | number =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/** A notice's facts: the names whose values are words or numbers; undefined when there are none. */
function toParams(params: unknown): NoticeParams | undefined {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
  const facts = Object.entries(params).filter((fact): fact is [string, string | number] => isFact(fact[1]));
  return facts.length > 0 ? Object.fromEntries(facts) : undefined;
}

/** A notice as Users/{uid}/notices holds it, or undefined when it is not one (read defensively). */
export function toNotice(id: string, data: Record<string, unknown>, createdAt: number): Notice | undefined {
  const { kind, title, body, link, image, read, price, was, key } = data;
  const params = toParams(data.params);
  if (typeof kind !== 'string' || typeof title !== 'string' || title === '' || !isShopPath(link))
    return undefined;
  return {
    id,
    kind,
    title,
    body: typeof body === 'string' ? body : '',
    link,
    image: typeof image === 'string' ? image : '',
    createdAt,
    read: read === true,
    ...(isPrice(price) ? { price } : {}),
    ...(isPrice(was) ? { was } : {}),
    ...(typeof key === 'string' && key !== '' ? { key } : {}),
    ...(params ? { params } : {}),
  };
}
