import type { I18n, MessageDescriptor } from '@lingui/core';
import { TransNoContext } from '@lingui/react/server';
import { useSyncExternalStore, type ComponentProps } from 'react';

import { currentLocale, i18n } from './i18n';

// What Lingui's React macros (<Trans>, useLingui) compile to here (lingui.config.ts): the shop has
// one i18n, so a part reads it directly instead of through a provider, and draws itself again
// when the language changes, keeping its state. A part drawn alone (a test) needs no wrapper.

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLocaleName = () => i18n.locale;

const translate: I18n['_'] = i18n._.bind(i18n);
const LINGUI = { i18n, _: translate };

/** The shop's i18n, for a part that shows messages: it draws again when the language changes. */
export function useLingui() {
  useSyncExternalStore(subscribe, currentLocaleName, currentLocaleName);
  return LINGUI;
}

/** The language the shop speaks, for a part that follows it: it draws again when it changes. */
export function useLocale() {
  useSyncExternalStore(subscribe, currentLocaleName, currentLocaleName);
  return currentLocale();
}

type TransProps = Omit<ComponentProps<typeof TransNoContext>, 'lingui'> & Partial<MessageDescriptor>;

/** A message with markup inside, in the shop's language. */
export function Trans(props: TransProps) {
  useLingui();
  return <TransNoContext {...(props as ComponentProps<typeof TransNoContext>)} lingui={LINGUI} />;
}
