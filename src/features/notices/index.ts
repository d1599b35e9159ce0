export type { Notice } from './types';
export type { NoticeKind } from '@/domain/notice-rules';
export { noticesAtom, unreadNoticeCountAtom } from './atoms';
export { NoticesList } from './components/notices-list';
export { SystemNoticesSetting } from './components/system-notices-setting';
export { useNoticesSync } from './hooks/use-notices-sync';
