import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { currentUserAtom } from '@/features/auth';
import { placeholderOnError } from '@/lib/image-placeholder';

import { noticesAtom, unreadNoticeCountAtom } from '../atoms';
import { useOpenNotice } from '../hooks/use-open-notice';
import { NOTICE_MESSAGES } from '../logic/notice-text';
import type { Notice } from '../types';

// Made on first use: the first Intl formatter loads the browser's locale data, and this module
// comes with the wishlist's hearts as a page hydrates (issue 23).
let dateFormat: Intl.DateTimeFormat | undefined;
const noticeDate = (at: number) =>
  (dateFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })).format(at);

function NoticeItem({ notice, onOpen }: { notice: Notice; onOpen: (id: string) => void }) {
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
            {!notice.read && <span className="sr-only">Unread: </span>}
            {notice.title}
          </span>
          {notice.body && <span className="text-sm">{notice.body}</span>}
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
  const id = useId();
  const user = useAtomValue(currentUserAtom);
  const notices = useAtomValue(noticesAtom);
  const unread = useAtomValue(unreadNoticeCountAtom);
  const open = useOpenNotice();
  if (!user) return null;
  return (
    <section aria-labelledby={`${id}-notices`} className="flex flex-col gap-2">
      <Heading id={`${id}-notices`} className="text-lg font-semibold">
        Notices{unread > 0 ? ` (${unread} unread)` : ''}
      </Heading>
      {notices.length === 0 ? (
        <p className="text-gray-700">{NOTICE_MESSAGES.none}</p>
      ) : (
        <ul aria-label="Notices" className="flex flex-col gap-1">
          {notices.map((notice) => (
            <NoticeItem key={notice.id} notice={notice} onOpen={(noticeId) => void open(noticeId)} />
          ))}
        </ul>
      )}
    </section>
  );
}
