import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { appState } from '../../../shared/state/app-state';
import { readString } from '../../../shared/storage/safe-storage';
import { storageKeys } from '../../../shared/storage/storage-keys';
import { loadBackgroundChats, loadChatWindows } from '../../chat';

/** The chat windows and adapters are their own chunk: nothing of the chat is in the first load. */
const ChatWindows = lazy(loadChatWindows);

/** After the page is idle, a returning visitor's chats start so their unread badges are live. */
const BACKGROUND_START_MS = 2000;

/**
 * Mounts the support and consultant chat windows (375x410) once one is opened, and starts the
 * chats in the background for their unread badges.
 */
export function ChatFrames() {
  const { chat, loggedIn } = useSnapshot(appState);
  const [mounted, setMounted] = useState(false);
  const open = chat.supportOpen || chat.consultantOpen;

  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);

  useEffect(() => {
    // A visitor who never chatted and is not logged in has no badge to keep: nothing is loaded.
    if (!loggedIn && readString('local', storageKeys.supportJsCode) === null) return;
    const timer = setTimeout(() => {
      void loadBackgroundChats()
        .then(({ startBackgroundChats }) => startBackgroundChats())
        .catch((error: unknown) => console.warn('[chat] background start failed', error));
    }, BACKGROUND_START_MS);
    return () => clearTimeout(timer);
  }, [loggedIn]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ChatWindows />
    </Suspense>
  );
}
