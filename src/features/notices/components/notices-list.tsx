import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId } from 'react';

import { currentUserAtom } from '@/features/auth';
import { formatDate } from '@/lib/format';
import { placeholderOnError } from '@/lib/image-placeholder';

import { noticesAtom, unreadNoticeCountAtom } from '../atoms';
import { useOpenNotice } from '../hooks/use-open-notice';
import { NOTICE_MESSAGES, noticeWords, type NoticeWords } from '../logic/notice-words';
import type { Notice } from '../types';
import { Link } from '@/components/link';

/** A notice's date and time, as the shopper's language writes them. */
const noticeDate = (at: number) => formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });

/** A notice's headline, the product's title in it marked as the catalog's English. */
function Headline({ words }: { words: NoticeWords }) {
  const { title, product } = words;
  const at = product ? title.indexOf(product) : -1;
  if (!product || at < 0) return <span lang={words.lang}>{title}</span>;
  return (
    <>
      {title.slice(0, at)}
      <span lang="en">{product}</span>
      {title.slice(at + product.length)}
    </>
  );
}

function NoticeItem({ notice, onOpen }: { notice: Notice; onOpen: (id: string) => void }) {
  const { t } = useLingui();
  const words = noticeWords(notice);
  return (
    <li>
      <Link
        to={notice.link}
        onClick={() => onOpen(notice.id)}
        className={`flex items-center gap-3 rounded-md p-3 hover:bg-gray-100 focus-visible:(outline-solid outline-2 outline-blue-700) ${
          notice.read ? 'text-gray-700' : 'bg-blue-50 text-gray-900'
        }`}
      >
        {notice.image && (
          <img
            src={notice.image}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            {...placeholderOnError}
            className="size-12 shrink-0 rounded bg-white object-contain"
          />
        )}
        <span className="flex flex-col">
          <span className={notice.read ? '' : 'font-semibold'}>
            {!notice.read && <span className="sr-only">{t`Unread:`} </span>}
            <Headline words={words} />
          </span>
          {words.body && (
            <span lang={words.lang} className="text-sm">
              {words.body}
            </span>
          )}
          {notice.createdAt > 0 && (
            <time dateTime={new Date(notice.createdAt).toISOString()} className="text-xs text-gray-700">
              {noticeDate(notice.createdAt)}
            </time>
          )}
        </span>
      </Link>
    </li>
  );
}

/**
 * The signed-in shopper's notices, newest first, unread ones marked; opening one goes where it
 * leads (a price drop to its product) and marks it read. Shown from the device, so offline too. Visitors have none: notices
 * are kept with an account.
 */
export function NoticesList({ heading: Heading = 'h2' }: { heading?: 'h2' | 'h3' }) {
  const { t } = useLingui();
  const id = useId();
  const user = useAtomValue(currentUserAtom);
  const notices = useAtomValue(noticesAtom);
  const unread = useAtomValue(unreadNoticeCountAtom);
  const open = useOpenNotice();
  if (!user) return null;
  return (
    <section aria-labelledby={`${id}-notices`} className="flex flex-col gap-2">
      <Heading id={`${id}-notices`} className="text-lg font-semibold">
        {unread > 0 ? plural(unread, { one: 'Notices (# unread)', other: 'Notices (# unread)' }) : t`Notices`}
      </Heading>
      {notices.length === 0 ? (
        <p className="text-gray-700">{NOTICE_MESSAGES.none}</p>
      ) : (
        <ul aria-label={t`Notices`} className="flex flex-col gap-1">
          {notices.map((notice) => (
            <NoticeItem key={notice.id} notice={notice} onOpen={(noticeId) => void open(noticeId)} />
          ))}
        </ul>
      )}
    </section>
  );
}
