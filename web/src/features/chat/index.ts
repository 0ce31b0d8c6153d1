// The chat is its own chunk, loaded when a window opens or a background start is due: others
// reach it only through these loaders, so nothing of it joins their chunk.
export const loadChatWindows = () => import('./components/chat-windows');
export const loadBackgroundChats = () => import('./runtime/background');
